// Package ads is the Tesseris "Adaptable Dice System" combat ruleset
// (ruleset id "ads"), following ../shared/rules/ads.md.
//
// This package currently holds the dice, the attack resolution and the
// exact odds; the grid battle (Ruleset, Battle) is not written yet.
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
//   - G23: the unnamed band 4 < d <= R/2 is +0; beyond 3R cannot fire.
//
// Odds (AttackOdds): the takedown chance counts the target out of the fight
// when the attack kills it (Wounds reach the maximum), leaves it
// unconscious outright, or leaves it at 0 Stamina and it then fails the
// Resolve test with difficulty equal to its Wounds that the digest makes at
// the start of its next turn (the test's pool is part of the spec). This is
// the digest's unconsciousness rule applied once, immediately.
package ads
