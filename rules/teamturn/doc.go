// Package teamturn is the "Freelancers" team-turn system
// (../shared/rules/teamturn.md, seed 004_eba07ab968b6698b): teams act in
// turn, every member in any order and interleaved, then Upkeep. It is
// built on the ruleset kit as majorminor is: its dice come from
// rules/kit/dice (d20 roll-under, dice.Favour, dice.LowerWins, the d10
// recharge), its Long, Base, Move and Quick actions from rules/kit/budget
// (Base first: it pays the attacks), and its actions are one moves table
// (table.go) that Legal, Apply, the tags and the rules reference read.
//
// It follows the digest's readings G1-G16. Where the digest leaves a
// choice, or where this package reads it otherwise, it says so here:
//
//   - Team turns (G2): a team turn is one prompt naming no unit (Kind
//     "turn"); Legal lists every member's commands and one End team turn
//     (unit NoUnit), and members act in any order, coming back to one
//     while it has budget. Order lists the units in the fight team by
//     team, from the team whose turn it is.
//
//   - First team (G13): the side that springs an ambush
//     (rules.SideSetup.Ambush), else the side of player characters
//     (SideSetup.Hero), else side 1; the rest follow in side order from
//     it. Never "whoever is human". Surprise: every unit of the other
//     sides starts with one stun counter.
//
//   - Stun (§9): a unit with a stun counter takes no Base and no Long
//     action; it may still trade its Base down to a Move or a Quick (the
//     trade is not a Base action).
//
//   - Budget (§4, G5): a Move or Quick action is paid from its own pool
//     first and from the Base when that is spent, so Move + Move + Quick
//     and Quick + Quick + Move are turns; a Long action needs the whole
//     turn unspent and spends it; any other action rules a Long one out.
//
//   - Reactions (G4): one a round, back at the start of the unit's team
//     turn; a target-of-opportunity attack spends it and costs no action.
//
//   - Targets of opportunity (G11, literal): before each step a mover
//     takes, each enemy that threatens its square (a usable melee
//     weapon's reach, or a ranged weapon's nominal range, with a clear
//     line) and in whose threat it has already walked a square (1.5 m)
//     is asked, once a walk: one attack or hold. Leaving reach in one
//     step is 1.5 m and provokes nothing. A ranged Base attack made
//     within an enemy's melee reach at someone else asks that enemy
//     after the shot resolves (the declared shot is not undone, so no
//     window changes a pending attack and no rules.DefenceAdvisor is
//     needed). A Disengage and a Long attack provoke nothing.
//
//   - Engaged target (§8): the target is within the melee reach of a
//     unit in the fight hostile to it other than the attacker.
//
//   - Cover (G9): half cover unfavourable; three-quarter and loophole
//     ("heavy") unfavourable and +3 to the roll; full cover not
//     targetable; light cover nothing. rules/grid.CoverBetweenByClass.
//
//   - Range (§8, G14): ranges are metres, a square 1.5 m; beyond
//     nominal unfavourable; beyond maximum +3 per started 3 m as well. A
//     ranged attack is allowed at any distance with a clear line.
//
//   - Favour (§2): each source counts +1 or −1; only the sign of the sum
//     counts (one favourable cancels one unfavourable; none stack).
//     Roll modifiers are added to the kept die, and the challenge
//     compares the modified rolls. A natural 20 is a fumble, not a miss
//     of itself; each 20 among the dice rolled costs the weapon 1
//     integrity, and a weapon at 0 is ruined (rules.Weapon.Gone). A
//     natural 1 on the kept die of a hit is a critical: damage × 1.5,
//     rounded down, before armour (G8, G16).
//
//   - Health (G6, G8): HP from the template; damage less the armour
//     rating, at least 0. At HP 0 or less a unit is dying and out of the
//     fight; Upkeep rolls its Fortitude check (d20 at or under
//     Fortitude): three failures dead, three successes stable. A dying
//     unit can be attacked against its static defence, 10 + Size (G10;
//     "immobile" targets), and a hit is one failure; a stable unit is not
//     attacked. Victory: one side left with units in the fight.
//
//   - Dodge: favourable defence against attackers the dodger sees (a
//     hidden attacker is not seen) until its team's next turn.
//
//   - Help (G15): a Base action on an ally in the fight within 6 squares
//     and in sight; the ally's next check (attack or defence) this round
//     is favourable; an unused Help lapses at Upkeep.
//
//   - Hide: a Move action for a unit no enemy its side sees has a clear
//     line to; a Stealth check (d20 at or under Stealth), which fails
//     whatever the die when an enemy the side had not seen has a clear
//     line to it (issue #42: the offer tells nothing the side cannot
//     see; the GM tells the player the unit is watched). Hidden, enemies do not see
//     it (Sees) nor attack it; it is seen again when it attacks, when it
//     steps where an enemy has a clear line to it, or when a Search finds
//     it. Search: a Move action; a Perception check finds every hidden
//     enemy the searcher has a clear line to.
//
//   - A unit the mover's side does not see (hidden, or out of sight)
//     leaves no hole in its movement (issue #42): its square is free to
//     the side's Legal, Reach and Path, and a Disengage keeps its
//     distance only from the hostiles it sees. A walk that runs into it
//     stops on the square before, the unit is found (no longer hidden;
//     the event names it), and the action is spent, as a GM rules a move
//     into a foe nobody had seen. A hidden unit may still take a passing
//     mover as a target of opportunity, and is revealed by attacking.
//
//   - Two-Weapon Fighting: a Long action for a unit whose template holds
//     its first two weapons one in each hand, on a foe in reach of both;
//     the second attack is unfavourable, made only while the target is
//     still in the fight.
//
//   - Cone (§8): an ability (a Quick action) aimed along one of the four
//     facings at a foe; k squares out it is k squares wide (offsets
//     −⌊(k−1)/2⌋ to ⌊k/2⌋ across the axis), so a 6-square cone ends 6
//     wide. It rolls an attack on every foe in it with a clear line, in
//     id order (allies are spared), then waits for its Recharge N+ roll at
//     Upkeep.
//
//   - Counters (G3): Upkeep takes one counter of each type off every
//     unit.
//
//   - Rounds: MaxRounds (30) caps the battle: at its end the side with
//     more units in the fight wins, equal counts draw, as in majorminor.
//
//   - Ready an Action (G4): a Quick action that holds an action until
//     the unit's next team turn, when it lapses, to spend as the
//     unit's one reaction of the round when its trigger happens. The
//     command's Option says what it holds and its trigger, each pair a
//     command of its own: "" an attack with the chosen weapon (the
//     Base held) on a foe's step; "ally" that attack when an ally is
//     attacked; "move" a Move (the Move action held, or the Base traded
//     down when the Move is spent) on a foe's step; "move ally" a Move
//     when an ally is attacked.
//
//   - The trigger "a foe steps within range": after each step of a
//     walk (a Disengage too: a readied action is no attack of
//     opportunity), a foe the unit sees within the readied weapon's
//     melee reach or nominal range, for a Move within the unit's Speed
//     in squares; it covers both "comes into sight" and "moves within
//     range". Each ready unit so triggered is asked once that walk.
//
//   - The trigger "an ally is attacked": an attack (any: a Base, Long,
//     Two-Weapon or cone attack, a target-of-opportunity or readied
//     attack) on an ally of the unit's, not the unit itself, to which
//     it has a clear line, by a foe it sees; for a held attack the foe
//     must be within the weapon's reach or nominal range and
//     attackable, for a Move at any range. The unit is asked once the
//     attack has resolved (a Two-Weapon Fighting's or a cone's last
//     roll), not before its roll: as with the ranged-in-melee target
//     of opportunity, teamturn never holds a declared attack pending,
//     so a readied attack answers the attack rather than forestalling
//     it. The attack's own window (the shooter's target of opportunity)
//     is asked first, then the readied units, in id order.
//
//   - A readied Move (issue #36): up to the unit's Speed to any square
//     of one Move action, by the usual movement rules (rough ground,
//     no square its side sees taken, a bump into an unseen unit), away
//     from the trigger or towards it or aside; its steps give targets
//     of opportunity and trigger readied actions as any Move's. The
//     window and the walk it interrupts wait (state.Paused) and go on
//     once it is done, as do windows a reaction's attack opens.
//
//   - Ready carries rules.TagReady but no watch tag (rules.TagWatch):
//     tagged watch, the computer players readied whenever they had no
//     shot, giving up the Base they would have traded for a second Move
//     to close in. The computer player values the readied shot on a
//     foe's step itself (ai/teamactions.go: where it has no shot, out of
//     the foe's, and the foe will walk into its range); the other
//     triggers and the held Move are left to human players.
//
//   - Hidden and spotted (issue #36): a hidden unit that steps where an
//     enemy has a clear line to it is seen again, whether or not its
//     side sees that enemy (a hidden watcher too), as a GM rules a move
//     into someone's line of sight: the digest's Hide lasts only while
//     the unit is not observed. The side learns that its unit is
//     spotted ("X is spotted", naming no one), never who saw it nor
//     where from; the watcher stays unseen. A hidden unit whose readied
//     action is triggered gives itself away, whether it then acts or
//     keeps it ready: the walk or turn stops for its answer and the
//     prompt names it, as a GM must say who is deciding, so the trigger's
//     side is told ("X's readied attack is triggered by Y").
//
// Not built: manifesting powers and the other out-of-scope actions of
// §5; drawing weapons (every weapon is to hand).
package teamturn
