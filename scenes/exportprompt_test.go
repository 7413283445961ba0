package scenes

import (
	"encoding/json"
	"strings"
	"testing"

	"sightline/rules"
)

// promptBattle is a battle whose prompt a test chooses.
type promptBattle struct {
	rules.Battle
	pr rules.Prompt
}

func (b promptBattle) Prompt() rules.Prompt { return b.pr }

// TestStatePromptNamesNoUnseenUnit: --state's prompt, the viewer's view,
// carries neither the id nor the name of an attacker, or of a deciding
// unit, the viewer does not see; --state-all carries them.
func TestStatePromptNamesNoUnseenUnit(t *testing.T) {
	s := atHumanTurn(t)
	me := s.sess.b.Prompt().Unit
	hidden := hiddenEnemy(t, s)
	units := s.sess.b.Units()
	name := units[hidden].Name
	for _, pr := range []rules.Prompt{
		{Side: s.viewer, Unit: me, Kind: "defend", Attacker: hidden, Text: units[me].Name + " is shot at by " + name},
		{Side: units[hidden].Side, Unit: hidden, Kind: "turn", Attacker: rules.NoUnit, Text: name + "'s turn"},
	} {
		s.sess.b = promptBattle{Battle: s.sess.b, pr: pr}
		read := func(v any) rules.Prompt {
			data, err := json.Marshal(v.(map[string]any)["prompt"])
			if err != nil {
				t.Fatal(err)
			}
			var got rules.Prompt
			if err := json.Unmarshal(data, &got); err != nil {
				t.Fatal(err)
			}
			return got
		}
		got := read(s.Export())
		if got.Attacker == hidden || got.Unit == hidden || strings.Contains(got.Text, name) {
			t.Errorf("--state's prompt for %+v is %+v: it names unseen unit %d (%s)", pr, got, hidden, name)
		}
		if all := read(s.ExportAll()); all != pr {
			t.Errorf("--state-all's prompt is %+v, want %+v", all, pr)
		}
		s.sess.b = s.sess.b.(promptBattle).Battle
	}
}
