package scenes

// logExportEntry is one entry of the combat log in the --state export
// (state.log_entries): its collapsed line as the viewer sees it, and
// every face it rolled in the order rolled, [] for none. The JSON names
// are a contract with scripts and tests.
type logExportEntry struct {
	Text string `json:"text"`
	Dice []int  `json:"dice"`
}

// export returns the log's entries for the --state export, oldest
// first.
func (l *combatLog) export() []logExportEntry {
	out := make([]logExportEntry, len(l.entries))
	for i := range l.entries {
		out[i] = logExportEntry{Text: l.entries[i].summary(), Dice: l.entries[i].dice()}
	}
	return out
}
