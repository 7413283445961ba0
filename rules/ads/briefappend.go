package ads

import "sightline/rules"

var _ rules.LegalBriefAppender = (*Battle)(nil)

// AppendLegalBrief returns dst[:0] with LegalBrief(side) appended
// (rules.LegalBriefAppender).
func (b *Battle) AppendLegalBrief(dst []rules.Command, side int) []rules.Command {
	return b.legal(dst[:0], side, legalBrief, nil, nil)
}
