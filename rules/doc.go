// Package rules is Sightline's deterministic rules engine: the interfaces
// every ruleset implements, the commands players send, the events the engine
// answers with, typed errors, and the seeded dice that live inside the state.
//
// Data flows one way. A player (human, AI, replay or the headless simulator)
// picks a Command from Battle.Legal, Battle.Apply checks it and returns the
// Events that describe everything that happened, and the client animates
// those events. Nothing outside a ruleset decides a rule.
//
// What each side may know is the engine's ruling too: Battle.Sees for
// units, Viewer for a computer player's look-ahead, and Perceive for
// events: each event is seen (in whole or in part), heard (a fight out
// of sight, naming no one) or unnoticed by a side, from its Sight over
// the command (SightOf). Clients show a side only what it perceived.
// Knowledge keeps what a side learnt beyond a glance (where it last saw
// each enemy, the covers as it last saw them), and Knowledge.View gives
// the side's view as one object (SideView) for screens and players.
//
// The package imports no graphics library. Geometry lives in rules/grid;
// each ruleset lives in its own sub-package (rules/ads, ...), and
// rules/all builds the registry of every ruleset.
package rules
