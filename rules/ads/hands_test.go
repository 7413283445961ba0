package ads

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestOffHand checks the second hand: a one-handed weapon in hand lets a
// one-handed weapon be drawn into the off hand (as Draw costs), a
// two-handed one does not; the off-hand weapon strikes at -1 or shoots at
// -2, an Ambidextrous unit at 0, with its own ammunition; drawing the
// off-hand weapon or a two-handed one into the main hand empties the off
// hand.
func TestOffHand(t *testing.T) {
	// The duelist (blade, pistol; Ambidextrous) shooting with the pistol
	// in the off hand.
	b, d, tr := stageUnits(t, openField(12), 7, "duelist", "trooper", grid.Pos{X: 2, Y: 5}, grid.Pos{X: 6, Y: 5})
	if hasAction(b, d.Side, "off_hand_shot") || hasAction(b, d.Side, "off_hand_strike") {
		t.Fatal("an off-hand attack offered with the off hand empty")
	}
	dr := find(t, b, d.Side, "draw_off_hand", rules.NoUnit)
	if dr.Weapon != 1 || dr.Cost.N != 1 {
		t.Fatalf("draw into the off hand %+v, want the pistol for a tick", dr)
	}
	apply(t, b, dr)
	if offHand(d) != 1 || d.Drawn != 0 || d.Ticks != BaseTicks-1 {
		t.Fatalf("after the draw: off %d, main %d, ticks %d", offHand(d), d.Drawn, d.Ticks)
	}
	if hasAction(b, d.Side, "draw_off_hand") {
		t.Fatal("the off hand is full but another draw into it is offered")
	}
	sh := find(t, b, d.Side, "off_hand_shot", tr.ID)
	if sh.Weapon != 1 || sh.Cost.N != 2 {
		t.Fatalf("off-hand shot %+v, want the pistol for 2 ticks", sh)
	}
	o, err := b.Odds(sh)
	if err != nil || !hasMod(o.Mods, "off hand (ambidextrous)", 0) {
		t.Fatalf("odds %v, %v", o.Mods, err)
	}
	ammo := d.Weapons[1].Ammo
	apply(t, b, sh)
	ev := apply(t, b, find(t, b, tr.Side, "duck", rules.NoUnit))
	if r, ok := rollWith(ev, d.ID, "attack"); !ok || !hasMod(r.Mods, "off hand (ambidextrous)", 0) || d.Weapons[1].Ammo > ammo-1 || d.Weapons[0].Ammo != 0 {
		t.Fatalf("off-hand shot roll %+v, pistol ammo %d (was %d)", r, d.Weapons[1].Ammo, ammo)
	}
	// Taking the pistol into the main hand empties the off hand.
	apply(t, b, find(t, b, d.Side, "draw", rules.NoUnit))
	if d.Drawn != 1 || offHand(d) != -1 {
		t.Fatalf("after drawing the pistol: main %d, off %d", d.Drawn, offHand(d))
	}

	// The scout (smg, knife; not Ambidextrous) striking with the knife.
	b, s, tr := stageUnits(t, openField(12), 7, "scout", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 6, Y: 5})
	apply(t, b, find(t, b, s.Side, "draw_off_hand", rules.NoUnit))
	st := find(t, b, s.Side, "off_hand_strike", tr.ID)
	if o, err := b.Odds(st); err != nil || !hasMod(o.Mods, "off hand", -1) || st.Cost.N != 2 || st.Weapon != 1 {
		t.Fatalf("off-hand strike %+v odds %v, %v", st, o.Mods, err)
	}
	for _, c := range b.Legal(s.Side) {
		if c.Action == "off_hand_shot" {
			t.Fatal("an off-hand shot offered with a knife in the off hand")
		}
	}

	// The trooper's rifle is two-handed: no off hand beside it.
	b, tr2, _ := stageUnits(t, openField(12), 7, "trooper", "scout", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 6, Y: 5})
	if hasAction(b, tr2.Side, "draw_off_hand") {
		t.Fatal("a draw into the off hand offered beside a two-handed rifle")
	}
	// Drawing a two-handed weapon empties the off hand.
	b, s, _ = stageUnits(t, openField(12), 7, "scout", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 9, Y: 5})
	s.Off = 2
	b.drawMain(s, 0)
	if offHand(s) != 1 {
		t.Fatal("a one-handed main weapon emptied the off hand")
	}
	c, _ := b.content.Weapon("rifle")
	if !c.TwoHanded {
		t.Fatal("the rifle is not two-handed")
	}
}
