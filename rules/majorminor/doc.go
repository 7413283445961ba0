// Package majorminor is the Defense Check system with Major, Minor and
// Movement actions (../shared/rules/majorminor.md, seed
// 003_e676d3f85413b5c8), the ruleset kit's first customer: its dice come
// from rules/kit/dice, its seat order from rules/kit/turns, its slots
// from rules/kit/budget, and its actions are one moves table (table.go).
//
// It follows the digest's readings G1-G16. Where the digest leaves a
// choice, or where this package reads it otherwise, it says so here:
//
//   - The approach (how a skirmish reaches the trigger). A battle opens
//     before combat. The sides want to act first, so each side's unit of
//     highest Dexterity rolls a Contested Check (G11: d20 + Dexterity,
//     ties rolled again among the tied); the winner's side opens, and
//     units take approach turns in the seat order of G1 (the player
//     seats, then the GM block). An approach turn has the three slots,
//     but the first Major action taken with a hostile in sight (line of
//     sight from the acting unit) starts combat, as the seed's "in the
//     presence of a character hostile to them" reads. The initiator's
//     approach turn ends with its initiating action; it then takes a
//     fresh turn when play reaches it. A Major action with no hostile in
//     sight (a Dash on the way) starts nothing.
//
//   - Combat starts with every unit's Defense Check; the initiating
//     action resolves against them; the First Turn goes to its target,
//     or with no target (a Dash, Disengage or Extra Minor Action taken in
//     sight of a hostile) to the nearest hostile; a new round begins with
//     it. The First-Turn unit is surprised (G10) when it had no line to
//     the initiator as the action was declared.
//
//   - Rounds: the approach counts rounds as passes of its order, and
//     combat starts the next round. MaxRounds (30) caps the battle: at
//     its end the side with more units in the fight wins, equal counts
//     draw, as in ADS (the kit's round-limit rule).
//
//   - Seats: the player seats are the units of the side of player
//     characters (rules.SideSetup.Hero), or of side 1 when there is
//     none, in roster order; every other side's units form the GM block.
//     The order never depends on who decides for a side.
//
//   - Reactions (G3): a reaction spends next turn's Minor slot, or when
//     that is borrowed, next turn's Major as an Extra Minor Action, so
//     two Opportunity Attacks between turns leave only the Movement
//     action (example 9).
//
//   - Assist/Disrupt answer the Hit Check of an Attack or Grapple, asked
//     of every unit in the fight beside the attacker (the target
//     included) before the die is rolled; the digest gives them no
//     range, and "beside" keeps a window from asking every unit on the
//     map. An Opportunity Attack, itself a reaction, opens no such
//     window; nor do Defense Checks and Struggles.
//
//   - Attacks target units in the fight only: an unconscious unit is out
//     of it (the digest would let it be attacked to death; no computer
//     player would gain by it, and a lying body cannot act).
//
//   - A ranged attack is "within the target's melee range" when the
//     distance is at most the target's melee reach (its held melee
//     weapon's range, or 1).
//
//   - Cover (G8): half +2, three-quarter +5, a loophole as
//     three-quarter, light cover nothing, full cover not targetable;
//     picked by rules/grid.CoverBetweenByClass.
//
//   - Damage (G13): d20 + the Damage Attribute + Damage Adjustment, +5
//     when the weapon broke, at least 0. A broken weapon stays broken for
//     the battle (no repairs in a skirmish).
//
//   - Grapple (G5, G6): a hit by any attack on a grappler is a failed
//     Body Save: the grapple ends. A grappler taken out of the fight
//     lets go. Struggle is the better of Strength and Dexterity each
//     side.
//
//   - Units out of the fight still lie on their squares, which nothing
//     may enter.
//
//   - A unit the mover's side does not see leaves no hole in its
//     movement (issue #42): its square is free to the side's Legal,
//     Reach and Path. A walk that runs into it stops on the square
//     before, the unit is found (the event names it), and the Movement
//     action is spent, as a GM rules a move into a foe nobody had seen.
//
//   - Climbing (§5.3): a step from one height to another, by a ladder
//     or a stair, costs 2 metres a metre, as rough ground does; both
//     together cost 2 (rules/grid's MoveOpts.StepCost).
//
//   - Jumps (§5.3, G12), the kit's jump (rules/grid's MoveOpts.Jump): a
//     Movement action may jump along a row or a column (not a diagonal)
//     across a gap, a drop below the take-off (the street between two
//     roofs of the same height) or deep water and pits, landing on the
//     first square across it at the take-off's height, where there is
//     somewhere to stand and no one stands. The longest jump is 2 +
//     Athletics/2 metres after a run-up, half that standing, rounded
//     down to whole squares and counted from take-off to landing, so a
//     jump of 4 crosses a street 3 wide (Athletics 4 or 5: 4 and 2;
//     Athletics 2 or 3: 3 and 1, no standing jump). The run-up is the two
//     squares walked straight on before the take-off, in the same
//     Movement action and at the same height. Each square of the jump
//     costs a metre, the landing what it costs to walk onto (2 on rough
//     ground), so a jump makes nothing cheaper. The jump is one step of
//     the walk, take-off to landing: it provokes Opportunity Attacks as a
//     step does, an unseen unit on the landing stops the walk before it,
//     and the log tells it ("Scout jumps 4 m across the gap"). Units
//     standing in the street below do not stop it.
package majorminor
