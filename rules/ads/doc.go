// Package ads is the Tesseris "Adaptable Dice System" combat ruleset
// (ruleset id "ads"), following ../shared/rules/ads.md.
//
// The package holds the dice and attack resolution (dt.go, total.go,
// projectile.go, health.go, coverdamage.go, rangeband.go, initiative.go,
// movement.go, ticks.go), exact odds (odds.go), data-driven content
// (content.json, content.go) and a grid battle (ruleset.go, battle.go,
// turn.go, legal.go, apply.go).
//
// The units', weapons' and armour's numbers in content.json are the
// project's own: the seed gives none for these units. They were set so
// that every weapon class matters and fights end by fighting, not at the
// round limit (issue #41: service rifle and LMG 7 damage, penetration 2;
// SMG and sidearm 5, penetration 1; plate 3 AP; ranged skill 4 for the
// trooper; the reasoning and the tables are in docs/ai.md, 2026-12-03).
//
// The battle plays now: initiative every round (d10 + Agility + Speed, ties
// by Agility, heroes first, then a tie-break d10, then unit id); 5 ticks a
// round less last round's debt and Dazed/Stunned losses; one free Reaction
// a round; Move (Speed squares, 1-2-1 diagonals, cell cost as a multiplier,
// no corner cutting, the squares of units the mover's side sees blocked:
// see "What a side cannot see" below), Quick Step (free, once a
// turn, not with Move/Run/Sprint), Run (no attacks until the next turn),
// Sprint (sprint.go: its route runs straight in one of the eight directions
// and turns at most once, by 45 or 90 degrees, with the usual costs,
// grid.OneTurnReach; the walk follows the cheapest such route, a straight
// one winning ties), a prone unit's crawl (crawl.go: 1 square per Move,
// §8.4), Drop Prone (also as a defence reaction, prone.go), Stand Up, Aim
// (+1 to the next attack, once a round; also as a reaction, aim.go), Drop
// Weapon (drop.go), Delay (swap with the next unit in the order, twice a
// round), Straight, Calculated and Called Shot (head, +2 penetration, +3
// damage, +1 Wound, Resolve or Dazed, Stunned if already Dazed), Burst,
// Full Auto, Melee Strike (the 8 neighbours, G10), Reload (may borrow),
// Clear Jam, End Turn; and the defence prompt (Duck, Dodge, Block with a
// weapon in hand, Parry vs melee, or none; armour Bulk, G9, comes off Duck
// and Dodge, though the shipped armour has none) answered by the defender's
// side. Unspent ticks stay as the reaction budget until the round ends. A
// unit at 0 Stamina tests Resolve at the start of its turn. The battle ends
// when at most one side has active units (-1: draw), or at the end of round
// MaxRounds (30), when the side with more active units wins and equal
// counts draw.
//
// Cover (§8.1, cover.go): Take Cover is free on the unit's own turn next
// to an unbroken section (grid.NextToCover) and covers legs and torso; as a
// defence reaction it costs 2 ticks (G1; the free Reaction takes one off,
// and it may borrow, G4), covers head and arms for the rest of the round
// (legs and torso after) and the unit then defends with Duck behind it.
// Its move of up to Speed (G1, takecover.go) goes to the one square the
// engine offers: against a ranged attack, the unit's own square or one a
// Move reaches where cover faces the attacker, the strongest cover first,
// then the cheapest, then row order (else in place); against melee, or
// when prone, in place. The walk provokes like a move, and the attack is
// rolled at its end. A unit attacked during a walk (a strike, an overwatch
// shot) is offered neither Take Cover nor Dive for Cover: no walk starts
// inside another. A section's category (grid.Cover.Category, read by the
// rulesets that have categories) plays no part in ADS: its material and
// height do. Cover protects only when rules/grid finds a section between
// attacker and defender that faces the attacker (directional; flank and
// rear attacks get nothing): +2 defence (+4 hunkered), the material's AP
// on covered locations (every location under Total Defense), and no
// higher-ground -1 for the defender. Any movement leaves cover. Hunker
// Down (1 tick, in cover) hides the unit from enemies beyond its cover and
// forbids attacks either way; enemies it does not face treat it as prone;
// Stand Up ends it. Structure: a hit on a covered location costs the
// section floor((damage - AP)/2); a miss the bonus caused costs it damage
// - AP, with the damage of the margin the attack would have had without the
// bonus (G22); a section whose damage exceeds its SP breaks, stops giving
// cover and sight blocking, and is difficult ground (cost 2) from then on.
// Once a section breaks mid-burst, the remaining bullets get no cover AP,
// but the defence total already rolled keeps its bonus.
//
// Also played: Total Defense (3 ticks, no attack before or after in the
// turn, +2 defence and +2 AP until the next turn), Sprint's -3 melee / +1
// ranged defence until the next turn, and the melee variants Precision
// Strike (+1), All-Out Attack (+2; -2 to defences until the next turn),
// Guarded Attack (-2 to every attack this round; +1 Block/Dodge until the
// next turn), Knockout Blow (-2; no Wounds; Resolve against the damage or
// Dazed, then Stunned for "Staggered" (G16), then unconscious) and Charge
// (4 ticks: at least 2 and at most 2x Speed of movement to a square in
// reach of the target, then a melee attack at +1 from there, where higher
// ground and outnumbering are judged, in its odds too). Stunned gives -2
// to attacks.
//
// Test penalties (testMods): at 0 Stamina -max(1, floor(Wounds/3))
// ("wounds"), Dazed -1 ("dazed") and Stunned -2 ("stunned") go on every
// attack, every defence roll (Duck, Dodge, Block, Parry, Grapple Defense,
// and the Duck of Take Cover, Drop Prone, Dive for Cover and Aid Ally; a
// Defend Ally's Block carries the protector's own), Scrutiny, the Aid Ally
// test and the opposed tests; the odds and the defence prompt's priced
// answers show them as "defence: wounds" and so on. No Defence rolls
// nothing and takes none. Reading: the Resolve tests take none either,
// the seed exempting the test to stay conscious, and the Resolve tests
// against a Called Shot's or a Knockout Blow's damage are read as that
// same test of Willpower against harm.
//
// Interrupts (interrupts.go): movement walks step by step, and a step can
// stop the walk for another side's decision (Prompt kinds
// "reaction_strike", "overwatch", "suppression"; answered with the shot or
// "hold"; each foe is offered at most one opportunity per provoking action;
// "follow_step" and "swordpoint" below). Reaction Strikes (1 tick as a
// Reaction; the free Reaction makes it free; never borrowed, G4; not after
// Running) come from a foe whose melee reach the mover leaves (G11; reach
// judged then, the strike resolved after the step) or next to which a unit
// drops prone or stands up; Move, Run, Sprint and Charge provoke, Quick
// Step does not. Overwatch (4 ticks) watches a 45-degree arc in one of
// eight compass directions out to half the weapon's range, in sight, until
// the start of the unit's next turn; an enemy entering it draws a Straight
// Shot at -1 (G20), the first free, a second for a Reaction. Suppressing
// Fire (4 ticks, a full-auto weapon, full-auto ammunition, no damage roll)
// makes the target Suppressed (-2 to its attacks and defences) until the
// start of the firer's next turn; the first time it moves, the firer may
// take one free Straight Shot (G21). A unit taken out on its own turn ends
// that turn.
//
// Exposure (exposure.go; G11, G20, G21): a unit also exposes itself where
// it stands. Leaving cover is not an action of its own (cover only helps,
// and Stand Up ends a hunker): any movement that starts in cover leaves it,
// and before its first step a foe whose melee reach holds the mover may
// strike (G11; not after a Quick Step, which never provokes), an overwatch
// whose arc holds it may fire (G20) and its suppressor may take the free
// shot (G21). Standing up (from prone or a hunker) inside an arc draws the
// overwatch shot (G20). An attack action on the unit's own turn from inside
// an arc draws the overwatch shot, and one made from cover by a Suppressed
// unit (firing from cover) draws its suppressor's free shot (G21); the
// shot comes after the attack is resolved. Charge and Hip Fire are left
// out: their walks already draw the shots of the areas they enter. The
// opportunity's prompt says what the unit did ("leaves cover", "stands
// up", "attacks"); each foe still gets at most one per provoking action.
//
// Swordpoint / Gunpoint (swordpoint.go, §8.6): Initiate ("swordpoint", 3
// ticks, own turn, not after a Run or under Total Defense, no roll, not an
// attack) holds an adjacent enemy under the weapon in hand, a melee weapon
// or a loaded, unjammed firearm (never fists or a thrown weapon). Of the
// digest's conditions the battle knows: unaware (ambush), helpless or
// unable to resist (Stunned), sufficiently distracted (a Distracting
// Shot's ticks still waiting), unarmed (no usable weapon in hand) without
// the Martial Artist feat (content feat martial_artist). A Pinned unit is
// in a grapple, where an outside attack falls on a random participant
// (G26), so neither side of a hold may be in a grapple. The target becomes
// aware. While the hold lasts, the holder may attack "at any time": on its
// turn ("swordpoint_attack", 2 ticks, the price of a Melee Strike or a
// Straight Shot) and whenever the held unit acts on its turn (any command
// but End Turn and Delay) as an opportunity (Prompt kind "swordpoint",
// answered "swordpoint_attack" or "hold"; 1 tick as a Reaction, free with
// the free Reaction, never borrowed), which comes after an attack of the
// held unit is resolved and before the first step of its movement. The
// attack is at +2 with the usual modifiers, defended as usual; a hit is a
// critical: the hit's normal damage (flat weapon damage is its maximum,
// G8) + 1d10 on the head, every AP bypassed (armour, cloak, cover, Total
// Defense); a margin of 6 or more adds no second d10. The attack ends the
// hold. The hold also ends when either unit is out of the fight or in a
// grapple, when they are no longer adjacent, when the holder's weapon is no
// longer in hand and usable (Draw, Disarm, jam, empty, broken), when an
// attack by anyone but the held unit damages the holder (wounded by a
// third party), and when a Distracting Shot beats the holder and it then
// fails a Resolve test (G27) with the shot's margin as difficulty. Odds
// price the attack exactly (AttackSpec.Critical). The social side (+2 to
// social rolls, a social win ending it) and the Swordpoint Break talent
// are out of scope.
//
// Dive for Cover (a defence reaction, 1 tick, the free Reaction makes it
// free, may borrow): the engine offers the one square up to 3 squares of
// movement away with the strongest cover against the attacker (then the
// cheapest, then row order), or against melee the cheapest square out of
// the attacker's reach; the dive walks there (provoking strikes like any
// move), ends prone and, next to cover, in cover with head and arms
// covered this round; a melee attack is cancelled, a ranged one is rolled
// at the end square with the diver defending with Duck. As an action on
// the unit's own turn it is not offered (Move and Drop Prone do the same).
//
// Spray 'n Pray (spray.go; 5 ticks, a full-auto weapon, its Full-Auto count
// of ammunition): aimed like overwatch in one of eight directions, it rolls
// the attack pool once; every opponent in the 45-degree arc out to half
// range and in sight, nearest first, then defends separately against those
// dice with its own modifiers (range, cover...) and -3, one bullet each,
// until the Full-Auto count has hit (G19); the jam check is made once at
// the end, on the parity of the total before target modifiers.
//
// Draw (§5.5): only the weapon in hand (the first, at the start) attacks,
// reloads, clears a jam, overwatches or makes a Reaction Strike; Draw costs
// 1 tick, or nothing once a turn after a Move, into which it folds.
//
// Surprise round (surprise.go, G29): a side set up with Ambush opens the
// battle with one. The ambushers' best Stealth pool (Agility dT + Stealth)
// rolls once; every other unit tests Awareness (Perception dT + Awareness)
// against it, a tie going to the resisting unit (G13). The unaware take no
// turn in round 1 and may spend at most 3 ticks, on reactions, without
// borrowing; the first attack on an unaware unit gets +2 in melee or +1 at
// range (§8.5) and makes it aware; it cannot be charged; round 2 makes
// everyone aware.
//
// Covering Fire (3 ticks, a full-auto weapon, its Full-Auto count of
// ammunition): every active ally of the firer, not the firer, gets +1 to
// defence until the start of the firer's next turn.
//
// Grapples (grapple.go; §5.1, §5.3, §5.5, §9, G13, G24, G26): Grapple (3
// ticks) is a Melee test (Agility dT + Melee) on an adjacent enemy, which
// answers with Duck, Dodge or Grapple Defense (a 1-tick defence reaction;
// the engine rolls the better pool on average of Agility dT + Melee and
// Strength dT + Athletics, G24); a win puts both in a new grapple, both
// Grappled. Joining a grapple under way is free (§4) and needs no test: a
// unit next to any participant, of either side, joins it. Grappled: -3
// defence against attackers not grappled, +1 attack against grappled
// targets, a two-handed weapon (content flag two_handed) in hand is
// dropped (a Draw picks it up once free), no movement, and only grapple
// actions on its turn (End Turn and Delay too); no Reaction Strikes or
// opportunity shots, and no Dive for Cover or Take Cover as defences. An
// attack from outside on a participant falls on one participant drawn with
// the battle's dice (G26; Spray 'n Pray, which rolls per target, is not
// redirected); its odds are those of the named target, which the dice
// give it with 1 in the active participants' number, and its Stray the
// share of them on the attacker's side (intoGrappleOdds). The grapple
// actions: Break Free (3, not pinned; the better
// of Melee and Athletics against the strongest opposing participant's,
// whose roll is free; a win leaves the grapple); Grapple Strike (3, an
// enemy in the grapple, with the light weapon in hand (content flag light:
// knife, pistol; a pistol must be loaded) or else fists, a built-in light
// melee weapon of 1 damage plus Strength); Pin (3; the better of Melee and
// Athletics against the target's better; Pinned: only Break Pin on its
// turn, and every attack on it is answered with Grapple Defense or not at
// all); Break Pin (4, the unit itself or an ally in the grapple is pinned;
// the better of Melee and Acrobatics against the pinner's better of Melee
// and Athletics); Choke Out (4; Athletics against Athletics; a loss leaves
// the target unconscious); Pummel (4, +3, a target the unit pinned, fists
// or a light melee weapon, answered with Grapple Defense; margin m gives
// 1 + floor((m-1)/2) hits, rolled as blows whose margins fall by 2, the
// attacker never choosing fewer); Grapple Assist (2, an ally in the same
// grapple; the better of Melee and Athletics, every 3 successes +1 to the
// ally's next Grapple Strike, Pin or Break Pin, spent by it, lost on
// leaving the grapple). Opposed tests go to the resisting side on a tie
// (G13) and carry the wound, Dazed and Stunned penalties. Grapple, Grapple
// Strike, Pummel, Disarm and Trip are attacks (they count for the
// multiple-attack penalty and declare like strikes); Pin, Break Pin, Choke
// Out, Break Free and Grapple Assist are tests without a defence prompt.
// A grapple holds while active participants of two sides are in it: a unit
// out of the fight leaves it (and its pins end), and a grapple left with
// one side lets everyone go. All units count as biological humanoids.
//
// Disarm and Trip (takedown.go): Disarm (3, -1, an adjacent enemy, or one
// in the unit's grapple, holding a weapon) and Trip (3, -2, an adjacent
// enemy not prone; not from inside a grapple) are Melee tests answered with
// Duck, Dodge or Block, whose pool (Strength dT + Athletics) is the
// Athletics resistance. A Disarm won by 1 or 2 knocks the weapon in hand
// to the ground (a Draw picks it up); by DisarmTake (3) or more the
// attacker takes it: it stays in the target's list marked taken, so weapon
// indices keep their meaning, and a copy with its ammunition joins the end
// of the attacker's list, to be drawn before use. A won Trip leaves the
// target Prone (no strikes provoked). Battle.Odds prices Grapple Strike
// (with the weapon it would use; a Pinned target is assumed to answer with
// Grapple Defense), and a Grapple, Disarm or Trip as its chance to succeed
// against Duck, with no damage (joining a grapple under way is certain);
// it rejects the rest of the grapple family with ErrIllegal. DefenceOdds
// prices the answers to a Grapple, Disarm or Trip the same way. Every
// price of an attack command counts the attacker's Aim and its place
// among the round's attacks, as the roll does (declaredAttack).
//
// Manoeuvres (manoeuvres.go, hands.go). Pressure-point Strike (3 ticks,
// -2, melee): normal damage, then Resolve (G27) against the damage after
// soak; a failure Dazes, and an already Dazed target is Slowed instead.
// Distracting Shot (3 ticks, -2, the ranged attack pool per G17, one
// round of ammunition, range and sight as a Straight Shot): no defence
// prompt and no damage; the target rolls Scrutiny (Perception dT +
// Scrutiny) and a tie goes to it (G13); if the shot wins, the target loses
// 2 ticks at the start of its next turn (only those it has: a distraction
// makes no debt). It counts as an attack action, and a lost one is a miss
// for the jam check. Disabling Shot (4 ticks, -3): the command's Option is
// the area, "arms", "legs" or "weapon" (the weapon in the target's main
// hand); the hit lands on that location (the arms for the weapon), and a
// failed Resolve against the damage Disables it. Disabled arms: -1 to
// every attack and to Block and Parry; Disabled legs: -1 to Duck and
// Dodge; a Disabled weapon: -1 to attacks with it. Already Disabled legs
// become Slowed and an already Disabled weapon breaks (G16): a broken
// weapon is never drawn, used or reloaded again. Disabled arms have no
// higher level in G16, so an area at its worst (arms disabled, legs
// disabled and slowed, weapon broken) is not offered. Slowed: Speed -1 (at
// least 1) for every movement and for initiative (G28), and -1 to every
// defence. Slowed and Disabled last the battle (§9: level 1 and 2 statuses
// end with the scene). Bleeding and Blinded: no action of the digest's
// lists causes them, so nothing sets them.
//
// Off hand (hands.go): weapons may be two-handed (rifle, light machine
// gun, marksman rifle, maul) and unit templates list feats (ambidextrous,
// multi_weapon_melee, multi_weapon_ranged). A unit whose weapon in hand is
// one-handed may draw another one-handed weapon into its off hand
// (draw_off_hand, priced like Draw: 1 tick, or free once after a Move);
// taking the off-hand weapon, or a two-handed one, into the main hand
// empties the off hand. Off-hand Strike (2 ticks, -1) and Off-hand Shot (2
// ticks, -2) attack with the off-hand weapon under the rules of a Melee
// Strike or a Straight Shot with it; Ambidextrous makes both 0 (§5.2 for
// the shot; §6's "reduces the off-hand penalty by 2" for the strike). Only
// the main hand reloads, clears a jam, overwatches or makes a Reaction
// Strike, and attacks with the main weapon take no two-weapon penalty (the
// -1/-3 of §6 belongs to Multi-Strike).
//
// Multi-Strike (hands.go; 3 ticks, G31: a unit has one secondary hand, so
// the +1 per further hand never applies): with two melee weapons in its
// hands and the multi_weapon_melee feat, or two ranged ones and
// multi_weapon_ranged (a blade beside a pistol makes none). The command's
// Target is the main weapon's target; its Option is the off-hand weapon's
// target as a unit id, or empty for the same target. Each weapon must be
// able to make its plain attack (Melee Strike, Straight Shot) on its
// target. One attack roll serves both: the main weapon at -1, the off-hand
// one at -3 (-1 when Ambidextrous, §6's two-weapon rule), never with the
// off-hand penalties. The same target defends once against both; a second
// target is then asked for its own one defence. It is one attack action
// (one step of the multiple-attack penalty); each ranged weapon spends its
// round and checks its own jam. Odds price both weapons' hits on one
// target exactly (AttackSpec.Second); against two targets they price the
// primary attack alone.
//
// The duelist (blade, pistol, knife) is Ambidextrous and has
// multi_weapon_melee: the knife drawn into its off hand beside the blade
// makes Multi-Strikes; the pistol there makes Off-hand Shots at 0.
//
// Throw (hands.go; 2 ticks, the range band like a shot, in range and
// sight; Strength added to the damage): a thrown weapon in hand makes only
// Throws (no other shot, no overwatch, no off-hand or multi-strike use,
// never drawn into the off hand). Each Throw spends one item of the
// weapon's count, which is lost for the battle: thrown weapons are never
// reloaded or picked up, and once all are thrown the weapon can no longer
// be drawn. Throws never jam, and a prone thrower gets no firearm +2. The
// scout carries three throwing knives.
//
// Hip Fire (hipfire.go; 4 ticks, a Burst weapon and its Burst count of
// ammunition): the unit moves at least one and up to 2x Speed squares of
// movement and fires its burst from the end square, where sight, range
// band, cover and higher ground are judged; -2 replaces Burst's -1 (G18)
// and each bullet after the first takes -2 more. The command names the
// target, which the unit's side must see now (not merely from the end
// square), and the end square. The move provokes strikes and overwatch like
// a Move and counts as the turn's Move; no Hip Fire prone, after a Run or a
// Quick Step, or under Total Defense.
//
// Defend Ally (allies.go; 1 tick as a Reaction, free with the free
// Reaction, may borrow as a defence): the defence prompt of an attacked
// unit offers one "defend_ally" answer per active ally next to it (G25),
// naming the protector in Option. The protector pays, counts the defence
// and rolls its own Block at -2 with its own stances and statuses (its
// Total Defense applies, §5.3); the cover between the attacker and the
// attacked unit adds its bonus. The attacked unit rolls nothing, and every
// effect of the attack lands on it.
//
// Follow Step (allies.go; 1 tick as a Reaction, free with the free
// Reaction, never borrowed): a Quick Step out of the melee reach of a foe
// holding a melee weapon that reached the square left gives that foe an
// opportunity (Prompt kind "follow_step", answered "follow_step" with To
// the square left, or "hold"); following is one step, as a Quick Step
// would take it, into that square while it is empty, and provokes
// nothing. A prone foe cannot follow.
//
// Aid Ally (allies.go; 1 tick as a Reaction, free with the free Reaction,
// never borrowed): the defence prompt of an attacked unit offers one
// "aid_ally" answer per active ally next to it (G25 read as for Defend
// Ally), naming the aider in Option. The aider tests Awareness (Perception
// dT + Awareness) and every 3 successes give the attacked unit +1 reroll
// of duds; the unit then defends with Duck, its own Intelligence rerolls
// kept. DefenceOdds prices it exactly, over the aider's test.
//
// §8.5's melee context (melee_context.go): a melee attack gets +1
// ("outnumbering") when more of the attacker's side (it included) stand
// next to the target than of the target's side (it included) next to the
// attacker. A ranged attack on a target next to an active ally of the
// firer gets -2 ("firing into melee"); when it then misses with every
// bullet but its first would have hit without the -2, it strays: it is
// resolved again, freshly rolled and without the -2, against one of those
// allies (random among them, battle dice), which defends with Duck; a
// stray strays no further, Spray 'n Pray never strays, and a shot into a
// grapple, which G26 already gave a random participant, takes neither.
// The odds count both modifiers, and the chance to stray (rules.Odds.Stray,
// strayChance, with the target ducking) but not what the stray does.
//
// Aim as a reaction (aim.go, §5.5): Aim is also an answer to the defence
// prompt (+1 to the defence the unit then rolls itself; not against a
// Grapple, Disarm or Trip test, not when Pinned) and to an opportunity to
// attack (+1 to that attack), after which the decision waits again: 1 tick
// as a Reaction, free with the free Reaction, never borrowed, only when an
// opportunity's attack can still be paid after it, once a round with the
// own-turn Aim. DefenceOdds does not price the Aim answer itself.
//
// Drop Prone as a reaction (prone.go, §5.4): a defence answer for a unit not
// prone, hunkered, grappled or walking: 1 tick as a Reaction (free with the
// free Reaction; may borrow, G4), then prone and defending with Duck; it
// provokes adjacent foes' strikes (G11), resolved after the attack.
//
// Drop Weapon (drop.go, §4, §5.5; free, own turn, not in a grapple): the
// weapon in the main hand is dropped, as a Disarm's knock leaves it, and a
// Draw picks it up. Block, and Defend Ally's Block, need a usable weapon in
// hand (§5.3; the content has no shields or bracers), except against a
// Disarm or Trip, where Block stands for the Athletics resistance.
//
// Bleeding out (bleedout.go, §7, G15): a unit unconscious at 0 Stamina
// (dying) takes 1 Wound every 5 round starts, and dies at its maximum; one
// knocked or choked out with Stamina left does not bleed.
//
// Grapple Assist as a reaction (assist.go, §5.5): when a grappled unit
// acts on its turn, each participant of another side with an ally in the
// grapple, not Pinned, may assist for 2 ticks as a Reaction (the free
// Reaction takes one off; never borrowed): Prompt kind "grapple_assist",
// answered "hold" (listed first) or "grapple_assist" naming the ally. The
// bonus is banked for the ally's next Grapple Strike, Pin or Break Pin, as
// on the own turn: an action already rolled cannot wait for it.
//
// Not played yet: Aid Ally for tests other than a defence (Pin, Break Pin
// and the other tests roll at once on the acting unit's command, so an aid
// would need the roll to wait on a third unit's decision), Pummel's
// choice to deal fewer hits (always all), attacking a cover section
// directly (§8.1: commands target units only; cover takes damage from the
// attacks on the units behind it, G22), and Delay's forfeit when two units
// keep delaying (the last unit in the order cannot delay, so a round
// always ends). Never caused, so never set: Bleeding, Blinded and
// Suffocating (Choke Out leaves the target unconscious at once), and with
// Blinded firing blind (every attack needs sight). Rolling over while
// prone, speaking and seeing are free and change nothing here; Ego is not
// tracked. §8.5's +4 to an unaware unit's next Awareness roll after a
// ranged attack is played as becoming aware: the battle makes no Awareness
// roll after the surprise test. Overwatch covers an arc only: the maps
// have no doors, and a hallway is watched with an arc along it.
//
// Out of scope (ads.md §5.5 and §6): spells and psychic powers, social
// combat (Bribe, Charm, Inspire, Intimidate, Manipulate, Motivate, Psych
// Up, Rally, Subvert; the social statuses Frightened, Disheartened,
// Dejected, Terrified, Fleeing, Scared to Death, Surrendered; Recover from
// Fear; the social side of Swordpoint), vehicles and mounts (Enter/leave
// vehicle, the mounted modifiers), Mayhem points, Fate points, non-combat
// and verbal skills, doors, healing and the end-of-scene status rules (a
// battle is one scene).
//
// Line of sight is rules/grid's (common.md §12: walls and full cover away
// from either end block; grazing a corner blocks).
//
// What a side cannot see (hidden.go; issue #42): a side sees its own units
// and the units some active unit of it has in sight (Sees; a hunkered unit
// hides beyond its cover), and decides on that alone.
//   - Targets: every command the side is offered names only a unit it sees
//     now: attacks, manoeuvres, grapples, Swordpoint, and one Hip Fire or
//     Charge entry per target it sees (a Hip Fire at a unit it would see
//     only from the end square is not offered; a Charge needs sight too).
//     Reading: "every attack needs sight" covers the unit's side, so a
//     melee blow or a Hip Fire may go at a target an ally sees.
//   - Movement: every movement search (Legal's entries, Reach, Path, Sprint,
//     crawl, Charge and Hip Fire squares, Take Cover and Dive for Cover
//     squares, and the memo of searches, whose key holds only the seen
//     units' squares) is made on the mover's side's view: a square holding
//     a unit the side does not see is free to it. A walk that then comes to
//     such a unit's square (running into it) stops on the last free square
//     before it, the mover never entering it, as a tabletop GM rules it:
//     the command is paid as it was priced (a Sprint stays a Sprint), the
//     attack a Charge or a Hip Fire was to end in is not made (the action
//     is broken off), a Take Cover or Dive for Cover walk ends there and
//     the attack it answered is rolled there, and the turn goes on as after
//     any move. Reading: the unit run into is found by the ordinary sight
//     rules from where the walk stopped, with no state of its own: the step
//     the walk could not take is an open one (no wall or corner between the
//     two squares, no corner cutting, and no cover between neighbours:
//     rules/grid gives none across an edge both stand next to), so it is in
//     the mover's line of sight and seen at once, hunkered or not. The event
//     ("Scout runs into Breacher and stops", an action event naming it as
//     its target) says what happened; were it somehow still unseen, the
//     event would say "runs into a hidden enemy" and name no one.
//   - Opportunities: Hunker Down forbids attacks either way, so a hunkered
//     unit hidden from the mover by its cover takes no overwatch shot, no
//     suppressor's free shot and no Reaction Strike at it: it stays hidden
//     rather than firing from hiding (reading: a hidden unit does not fire;
//     firing would reveal it, and the hunker exists to stay unseen). More
//     generally an opportunity (strike, overwatch, suppression, Follow
//     Step, Swordpoint, Grapple Assist) is offered only when the reacting
//     unit's side sees the unit it would act on and the provoking unit's
//     side sees the reacting unit at that moment, so the hand-off, the
//     prompt's text, the log and the defence prompt name and price only a
//     unit the mover's side sees; a unit that fires was seen as it fired.
//
// Battle.Odds assumes the target answers with Duck, the free defence that
// is always available.
//
// Project defaults from ads.md §10 applied here:
//   - G2: a dT is a d10; 6-10 is a success; 9-10 explode, chained; 1-5 are
//     duds, and rerolls (Duck) go to the duds of the first roll, lowest
//     first, then leftmost, each rerolled at most once: a reroll that
//     comes up a dud stays (RollPool plays what PoolDist prices).
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
//     next round; attacks never borrow; a unit with a tick in hand may
//     start Run, Sprint, Total Defense, Clear Jam or Initiate
//     Sword/Gun-point and borrow the rest to finish it (borrow.go).
//   - G23: the unnamed band 4 < d <= R/2 is +0; beyond 3R cannot fire.
//   - G9: armour Bulk is subtracted from Duck and Dodge only.
//   - G15: one minute of bleeding out is 5 rounds.
//
// A target out of the fight takes no more hits. Reading (the digest does
// not say): the bullets of a burst after the one that killed its target,
// and a Multi-Strike's second weapon then, hit nothing and deal nothing;
// the odds' damage counts them so (alivetotal.go).
//
// Odds (AttackOdds): the takedown chance counts the target out of the fight
// when the attack kills it (Wounds reach the maximum), leaves it
// unconscious outright, or leaves it at 0 Stamina and it then fails the
// Resolve test with difficulty equal to its Wounds that the digest makes at
// the start of its next turn (the test's pool is part of the spec). This is
// the digest's unconsciousness rule applied once, immediately. A Knockout
// Blow on a Stunned target also counts the hit whose damage the target's
// Resolve then falls short of, which knocks it out at once
// (AttackSpec.KnockoutOut). OddsTakedownNow (for rules/oddscheck) tells
// whether the next turn's test has any part in the chance.
package ads
