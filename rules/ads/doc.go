// Package ads is the Tesseris "Adaptable Dice System" combat ruleset
// (ruleset id "ads"), following ../shared/rules/ads.md.
//
// The package holds the dice and attack resolution (dt.go, total.go,
// projectile.go, health.go, coverdamage.go, rangeband.go, initiative.go,
// movement.go, ticks.go), exact odds (odds.go), data-driven content
// (content.json, content.go) and a grid battle (ruleset.go, battle.go,
// turn.go, legal.go, apply.go).
//
// The battle plays now: initiative every round (d10 + Agility + Speed,
// ties by Agility, heroes first, then a tie-break d10, then unit id);
// 5 ticks a round less last round's debt and Dazed/Stunned losses; one free
// Reaction a round; Move (Speed squares, 1-2-1 diagonals, cell cost as a
// multiplier, no corner cutting, occupied squares blocked), Quick Step
// (free, once a turn, not with Move/Run/Sprint), Run (no attacks until the
// next turn), Sprint (its one-turn limit is not enforced yet), Drop Prone,
// Stand Up, Aim (+1 to the next attack, once a round), Delay (swap with
// the next unit in the order, twice a round), Straight, Calculated and
// Called Shot (head, +2 penetration, +3 damage, +1 Wound, Resolve or
// Dazed, Stunned if already Dazed), Burst, Full Auto, Melee Strike (the 8
// neighbours, G10), Reload (may borrow), Clear Jam, End Turn; and the
// defence prompt (Duck, Dodge, Block, Parry vs melee, or none) answered by
// the defender's side. Unspent ticks stay as the reaction budget until the
// round ends. A unit at 0 Stamina tests Resolve at the start of its turn.
// The battle ends when at most one side has active units (-1: draw), or
// at the end of round MaxRounds (30), when the side with more active units
// wins and equal counts draw.
//
// Not played yet (ads.md §5 beyond the list above): charge, take cover
// and hunker down, dive for cover, total
// defense, spray 'n pray, overwatch, suppressing fire, reaction strikes,
// all-out/guarded/calculated/called shots, knockout blow, surprise round,
// delay, directional cover from rules/grid (cover AP and SP are modelled
// in Section but no attack uses them yet), cover breaking into difficult
// terrain. Line of sight is rules/grid's (common.md §12: walls and full
// cover away from either end block; grazing a corner blocks).
//
// Battle.Odds assumes the target answers with Duck, the free defence that
// is always available.
//
// Project defaults from ads.md §10 applied here:
//   - G2: a dT is a d10; 6-10 is a success; 9-10 explode, chained; 1-5 are
//     duds, and rerolls (Duck) go to the duds of the first roll first.
//   - G5: hit location per hit on a d10: 1 head, 2-3 arms, 4-7 torso,
//     8-10 legs; a Called Shot sets the head.
//   - G7: attack and defence totals are clamped at 0 after modifiers; 0 is
//     even for jams.
//   - G8: a hit with margin m >= 6 is a critical: +1d10 damage (plain d10).
//   - G12: a jam is checked only when every projectile missed, on the
//     parity of the first bullet's total A.
//   - G14: death at 10 Wounds; on a hit that crosses zero Stamina, the part
//     absorbed by Stamina gives 1 Wound per 5 points and the rest converts
//     1:1. Knockout damage never becomes Wounds.
//   - G22: a hit on a covered location costs the cover section
//     floor((damage - cover AP)/2), minimum 0; a miss caused by the cover
//     bonus costs it damage - cover AP; a section breaks once its
//     accumulated damage exceeds its SP.
//   - G3: the free Reaction takes one tick off one reaction a round.
//   - G4: defensive reactions and Reload may borrow up to 5 ticks from the
//     next round; attacks never borrow.
//   - G23: the unnamed band 4 < d <= R/2 is +0; beyond 3R cannot fire.
//
// Odds (AttackOdds): the takedown chance counts the target out of the fight
// when the attack kills it (Wounds reach the maximum), leaves it
// unconscious outright, or leaves it at 0 Stamina and it then fails the
// Resolve test with difficulty equal to its Wounds that the digest makes at
// the start of its next turn (the test's pool is part of the spec). This is
// the digest's unconsciousness rule applied once, immediately.
package ads
