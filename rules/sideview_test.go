package rules

import "testing"

// TestMaskPrompt: a prompt read by a side names no unit it does not see,
// by id or by name; a unit it sees stays named.
func TestMaskPrompt(t *testing.T) {
	units := []Unit{{ID: 0, Side: 0, Name: "Scout"}, {ID: 1, Side: 1, Name: "Breacher"}}
	pr := Prompt{Side: 0, Unit: 0, Kind: "defend", Attacker: 1, Text: "Scout is shot at by Breacher: choose a defence", Hint: "Breacher fires"}
	got := MaskPrompt(pr, units, []bool{true, false})
	want := Prompt{Side: 0, Unit: 0, Kind: "defend", Attacker: NoUnit, Text: "Scout is shot at by an unseen unit: choose a defence", Hint: "an unseen unit fires"}
	if got != want {
		t.Errorf("masked %+v, want %+v", got, want)
	}
	if got := MaskPrompt(pr, units, []bool{true, true}); got != pr {
		t.Errorf("with both seen: %+v, want the prompt as it is", got)
	}
	watch := Prompt{Side: 1, Unit: 1, Kind: "overwatch", Attacker: 0, Text: "Breacher may fire on Scout", Hint: "Fire on the mover, or hold"}
	if got, want := MaskPrompt(watch, units, []bool{true, false}), (Prompt{Side: 1, Unit: NoUnit, Kind: PromptUnseen, Attacker: NoUnit, Text: "An unseen unit decides"}); got != want {
		t.Errorf("an unseen unit's overwatch window reads %+v, want %+v", got, want)
	}
	if got := MaskPrompt(watch, units, []bool{true, true}); got != watch {
		t.Errorf("a seen unit's overwatch window reads %+v, want it as it is", got)
	}
	turn := Prompt{Side: 1, Unit: 1, Kind: "turn", Attacker: NoUnit, Text: "Breacher's turn"}
	if got := MaskPrompt(turn, units, []bool{true}); got.Unit != NoUnit || got.Text != "an unseen unit's turn" {
		t.Errorf("another side's unseen unit's turn reads %+v", got)
	}
}
