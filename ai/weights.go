package ai

// weights are the utility scales and habits of one difficulty level.
type weights struct {
	// Noise is the spread of the uniform noise added to every score.
	Noise float64
	// Danger scales the threat on a square; Cover the share of a threat a
	// covered square still suffers (1 means cover is ignored).
	Danger, Cover float64
	// Offense scales the shots a square offers; Flank the bonus for a shot
	// past the target's cover.
	Offense, Flank float64
	// Kill and Damage value an attack's takedown chance and expected damage.
	Kill, Damage float64
	// Hinder values an attack's Hinder (rules.Odds): the share of the
	// target's next turn its effects other than damage take away; it is
	// the worth of a whole enemy turn on Kill and Damage's scale (0: such
	// attacks are worth nothing). Set by tournaments of normal against
	// itself with 0 (1,200 games on each of seeds 11, 23 and 37): at 0.5
	// it plays as well as 0 and fires a Distracting Shot about once in
	// two battles, where no shot that harms is worth its ticks; at 1 to 3
	// it does a little worse, and at 4, firing 24 a battle, it lost
	// 266-302.
	Hinder float64
	// Stray is the cost of harming one of the side's own units, against
	// the value of the same harm to an enemy: an attack's chance to stray
	// into its own side (rules.Odds.Stray) costs that share of the harm it
	// would do there (strayHarm). 0 fires into melee regardless. Set by
	// normal against hard on village (400 games, seed 5, mirrored): at 0
	// a sixteenth of all damage went to the firers' own side (3,482 of
	// 57,057 points), at 1 3,136, at 3 2,442, the wins unchanged within
	// a few games (hard 275, 278, 275).
	Stray float64
	// Focus is the extra value of hurting an already hurt target.
	Focus float64
	// Cohesion is the cost of a square per square beyond the squad's
	// comfort radius; Advance the value of a square closer to the enemy
	// when none is seen.
	Cohesion, Advance float64
	// Close is the cost per square a seen enemy stands beyond half the
	// unit's range.
	Close float64
	// CloseHigh lets a square higher than every seen enemy off Close:
	// the height is worth the range.
	CloseHigh bool
	// CloseFlat, when above 0, replaces Close on a field without heights,
	// where range is all that distance buys.
	CloseFlat float64
	// Retreat raises the weight of danger as the unit's health falls.
	Retreat float64
	// Overwatch is the cost of ending a move in sight of an enemy on watch.
	Overwatch float64
	// Menace weighs enemies by their weapons' listed damage against the
	// seen enemies' mean: their threat on a square and the value of taking
	// them down (0: every enemy counts the same).
	Menace float64
	// Clock plans the end of a battle with a round limit: over its last
	// Clock rounds a side that is not ahead presses on, and one ahead
	// holds, or presses too by Press.
	Clock int
	// Memory remembers where enemies were last seen and searches there,
	// then across the map and back, when none is in sight and the
	// pressure of the round limit (see pressure) is above Search.
	Memory bool
	// Search is the pressure above which a side with Memory that sees no
	// enemy searches for one. At 0.45 (normal, hard) a side level on
	// units searches only over the clock's last rounds: earlier, walking
	// into waiting enemies cost more games than it won (measured against
	// normal); a side behind (Behind) or pressing its lead (Press)
	// searches too. Below -1 (easy) a side searches whenever it sees no
	// enemy.
	Search float64
	// Stale, above 0, has a side with Memory that has seen no enemy for
	// Stale rounds search whatever the pressure: a level fight whose last
	// units lost sight of each other otherwise waited for the clock
	// (issue #41).
	Stale int
	// Behind is the least pressure a side with fewer units in the fight
	// than its foes plays under, at any round: it loses at the round
	// limit, so it closes in and forces the fight (0: only the Clock's
	// last rounds press it).
	Behind float64
	// Press is how hard a side ahead presses once the clock runs down
	// (its last Clock rounds): its pressure is Press times the Clock's
	// ramp, at most 1, instead of holding (0: it holds to the end).
	Press float64
	// ExactScale brings an estimate's weighed harm (takedown and damage,
	// as valueOf weighs them) to the scale of the other square terms.
	ExactScale float64
	// ExactBlend is the share of the engine's own estimates (rules.Estimator)
	// against the range and cover rules of thumb in the threats on a
	// square: 0 (easy, normal) uses the rules of thumb alone, 1 (hard) the
	// estimates alone. ShotBlend is the same share in the shots a square
	// offers.
	ExactBlend, ShotBlend float64
	// Stances enables defensive stances, overwatch and aiming.
	Stances bool
	// ReactNoise is the spread of the noise in defence choices, as a share
	// of Noise.
	ReactNoise float64
	// Probe plays each stance on a copy of the battle to price how it
	// improves the turn's shots (a Draw is always played out so).
	Probe bool
	// Lookahead plans the rest of the turn on a clone: move then attack.
	Lookahead bool
	// Candidates is how many moves the look-ahead tries.
	Candidates int
	// Hold is how firmly a side with more units in the fight than its
	// foes holds what it has, at any round until the clock runs down
	// (Press): the pressure it plays under is -Hold (0: only the Clock's
	// last rounds hold a lead).
	Hold float64
	// Suppress is the value of pinning a seen enemy with suppressing fire
	// (in ADS its attacks and defences take -2 until the firer's next
	// turn, and leaving cover draws the firer's shot), times the square of
	// the enemy's menace, so that the deadliest is pinned first, and times
	// the chance that the unit's best attack on it misses, so that a unit
	// with a good shot (or a flank) takes it instead (0: such fire is
	// priced like any attack without odds).
	Suppress float64
}

// weightsFor returns the weights of a level.
func weightsFor(level string) weights {
	w := weights{
		Noise: 0.05, Danger: 1.0, Cover: 0.45, Offense: 1.0, Flank: 1.0,
		Kill: 10, Damage: 0.4, Hinder: 0.5, Stray: 3, Focus: 1.5, Cohesion: 0.15,
		Retreat: 1.5, Overwatch: 1.5, Stances: true, Close: 0.05,
		Probe: true, ReactNoise: 0.1, Search: 0.45,
		// With no enemy in sight a squad walks to the fight at Advance
		// 0.3 a square, and a side that has seen none for three rounds
		// searches where it saw one last (issue #41). At Advance 0.15 and
		// no Stale, ADS battles between normal players lasted 16-18
		// rounds on village, warehouse and fieldworks (20 mirrored seeds,
		// seed 11), and on village 5 of 40 ran to the limit with the last
		// units out of each other's sight; with both, 12-14 rounds and
		// none at the limit, the ladder kept (docs/ai.md, 2026-12-03).
		Advance: 0.3, Stale: 3,
	}
	switch level {
	case "easy":
		w.Noise, w.Cover, w.Flank, w.Focus = 1.2, 1, 0, 0
		w.Cohesion, w.Retreat, w.Overwatch, w.Stances = 0, 0, 0, false
		// Easy shoots into a melee with no thought for its own.
		w.Stray = 0
		w.Danger = 0.4
		// Easy picks its defence against an attack almost at random: it
		// often forgets to duck.
		w.ReactNoise = 10
		// Easy searches whenever it sees no enemy: where it last saw
		// one, then across the map and back. Without it a squad that
		// found the enemy's zone empty stood there to the round limit
		// (teamturn fieldworks against random: 18% of games at the
		// limit, 0% with it; docs/ai.md, 2026-12-01).
		w.Memory, w.Search = true, -2
	case "normal":
		// Normal makes more small mistakes than hard, trusts cover less
		// carefully (it counts a covered square's threat as 60%, not 45%)
		// and does not try its stances out on a copy of the battle.
		w.Noise, w.Cover, w.Probe = 0.5, 0.6, false
		// Over the last rounds normal presses on when not ahead and
		// searches for enemies it cannot see, as hard does: without the
		// Clock and the Memory a squad that found the enemy's zone empty
		// ended its turns where it stood until the round limit, and a
		// player who took the lead and hid won on the count. Against the
		// normal without them: 278–270 with 52 draws over 600 games (seed
		// 11, village, warehouse and fieldworks); between two of them 15
		// draws in 300 games instead of 35.
		w.Clock, w.Memory = 10, true
		// A side with fewer units in the fight loses at the round
		// limit, so it closes in at any round, and a side ahead presses
		// over the clock's last rounds instead of holding (issue #41).
		// Before, two squads stood in sight of each other out of range
		// from round 5 to the limit: majorminor canyon hard against
		// normal went to the limit in 21% of games, teamturn canyon in
		// 28% (docs/ai.md, 2026-12-01).
		w.Behind, w.Press = 1, 2
	case "hard":
		w.Noise = 0.02
		w.Lookahead, w.Candidates = true, 12
		w.Menace, w.Clock, w.Memory, w.ExactScale, w.ExactBlend = 1, 10, true, 0.5, 1
		// Hard prices threats with the engine's estimates but the shots a
		// square offers by the rules of thumb: with estimated shots its
		// sharpshooter sought long duels in the open and lost them (80
		// games on warehouse: lost 25–28 times to normal's 15–17; with
		// estimated threats alone, about even).
		w.ShotBlend = 0
		// A lead in units wins at the round limit, so hard keeps one, and
		// it pins the deadliest enemy in sight with suppressing fire,
		// which normal leaves to chance (set by tournaments against
		// normal on seeds other than docs/ai.md's).
		w.Hold, w.Suppress = 1, 3
		// Behind, it closes in, and over the clock's last rounds it
		// presses its lead, as normal does.
		w.Behind, w.Press = 1, 2
		// Above every seen enemy hard keeps its height rather than
		// closing in (against normal, both squad orders, 60 seeds
		// mirrored: canyon 74.6% to 80.2% over 480 games, rooftops 70.4%
		// to 73.5%, the flat maps unchanged). Closing in harder (Close
		// 0.1) won fieldworks (66% to 74%) but lost rooftops (70% to 65%).
		w.CloseHigh = true
		// On a field without heights hard closes in harder: there range
		// is all that distance buys, and within it hard's better shots
		// and cover tell. Against normal, both squad orders: fieldworks
		// 65.0% to 82.3% (seeds 11-12, 480 games) and 66.2% to 79.8%
		// (seeds 7-8), warehouse 75.6% to 74.8% and 77.9% to 80.0%,
		// village 66.9% to 65.8% and 68.3% to 67.9%. Applied instead on
		// every map, on the squares as high as the highest seen enemy, it
		// also won canyon (77.9% to 82.1%, seeds 11-12) but lost rooftops
		// (66.9% to 53.8%), hence flat fields only.
		w.CloseFlat = 0.2
	}
	return w
}
