package rules

import "sightline/rules/grid"

// EventKind names what an Event describes.
type EventKind string

// The event kinds shared by every ruleset. A ruleset may add its own kinds;
// clients draw unknown kinds as a log line.
const (
	EvBattleStart  EventKind = "battle_start"
	EvRoundStart   EventKind = "round_start"
	EvRoundEnd     EventKind = "round_end"
	EvInitiative   EventKind = "initiative"   // Unit rolled Total for its place in the order
	EvTurnStart    EventKind = "turn_start"   // Unit's (or Side's) turn begins
	EvTurnEnd      EventKind = "turn_end"     // Unit's (or Side's) turn ends
	EvAction       EventKind = "action"       // Unit declares Action, paying Cost; with no Action, a happening of the unit's own (ADS bleeding out) that Text tells
	EvStep         EventKind = "step"         // Unit steps From → To
	EvFacing       EventKind = "facing"       // Unit turns to face To
	EvRoll         EventKind = "roll"         // a roll: Dice, Mods, Total, for Text
	EvPrompt       EventKind = "prompt"       // the battle waits on Side to decide for Unit
	EvReaction     EventKind = "reaction"     // Unit reacts with Action
	EvShot         EventKind = "shot"         // projectile Value (1-based) from Unit at Target: Hit or miss
	EvDamage       EventKind = "damage"       // Target takes Value after Soak, at Location
	EvCoverDamage  EventKind = "cover_damage" // cover section Cover takes Value structure damage
	EvCoverBroken  EventKind = "cover_broken" // cover section Cover breaks
	EvStatusGained EventKind = "status_gained"
	EvStatusLost   EventKind = "status_lost"
	EvResource     EventKind = "resource" // a budget or ammunition change: Text names it, Value is the new amount
	EvJam          EventKind = "jam"
	EvJamCleared   EventKind = "jam_cleared"
	EvReload       EventKind = "reload"
	EvUnitDown     EventKind = "unit_down" // out of the fight (unconscious, downed)
	EvUnitDead     EventKind = "unit_dead"
	EvBattleEnd    EventKind = "battle_end" // Side won, or -1 for a draw
)

// Mod is one modifier applied to a roll, with where it came from
// ("cover", "range", "second attack"). Its sign is the players': a
// positive Value always helps the one who makes the roll it modifies, so
// that clients print it as "+2" good and "-2" bad in every ruleset. A
// system whose own tables count the other way (teamturn's "+" is a
// penalty to the target number) turns the sign when it builds the Mod. A
// modifier of the defender's roll in an attack's odds names that roll in
// its Source (ADS: "defence: cover").
type Mod struct {
	Source string `json:"source"`
	Value  int    `json:"value"`
}

// Event is one outcome of an applied command, complete enough to animate it
// and to write the combat log. Fields that do not apply stay at their zero
// value (or NoUnit).
type Event struct {
	Kind     EventKind `json:"kind"`
	Round    int       `json:"round,omitempty"`
	Side     int       `json:"side,omitempty"`
	Unit     int       `json:"unit"`
	Target   int       `json:"target"`
	Action   string    `json:"action,omitempty"`
	From     grid.Pos  `json:"from"`
	To       grid.Pos  `json:"to"`
	Value    int       `json:"value,omitempty"`
	Total    int       `json:"total,omitempty"`
	Hit      bool      `json:"hit,omitempty"`
	Soak     int       `json:"soak,omitempty"`
	Location string    `json:"location,omitempty"`
	Cover    int       `json:"cover,omitempty"` // cover index, for cover events
	Status   string    `json:"status,omitempty"`
	Dice     []int     `json:"dice,omitempty"`
	Mods     []Mod     `json:"mods,omitempty"`
	Cost     Cost      `json:"cost,omitempty"`
	// Text is the combat log's line for the event.
	Text string `json:"text,omitempty"`
}

// Emit appends e to *ev: how a ruleset records an event it writes out in
// full. It is kept out of line on purpose. An Event literal appended in
// place compiles, for the browser's wasm, to some 600 bytes of stores,
// each pointer field with its write barrier; built on the stack and
// handed here it takes a fifth of that. Over the rulesets' 184 events
// that is 24 KB of the download, gzipped (issue #38); a call per event
// costs the desktop nothing it could measure.
//
//go:noinline
func Emit(ev *[]Event, e Event) { *ev = append(*ev, e) }
