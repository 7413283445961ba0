package main

// The icons of the ADS actions and of the statuses the first sheet lacked.
// They are pixel maps like the rest of iconPixels; a few shapes (a sword, a
// bullet, a bullseye, a shield) recur, so they are drawn once here and
// stacked with layer.

// layer stacks pixel maps: a letter of a later map covers the earlier maps'
// pixel at its place, and '.' lets them show through.
func layer(maps ...[14]string) [14]string {
	var out [14][14]byte
	for y := range out {
		for x := range out[y] {
			out[y][x] = '.'
		}
	}
	for _, m := range maps {
		for y, row := range m {
			for x := 0; x < len(row) && x < 14; x++ {
				if row[x] != '.' {
					out[y][x] = row[x]
				}
			}
		}
	}
	var res [14]string
	for y := range out {
		res[y] = string(out[y][:])
	}
	return res
}

// iconSword returns a sword slanting from its hilt at the bottom left to its
// point at the top right.
func iconSword() [14]string {
	return [14]string{
		"............ww",
		"...........wws",
		"..........wws.",
		".........wws..",
		"........wws...",
		".......wws....",
		"..yy..wws.....",
		"...yywws......",
		"....yyy.......",
		"...nnyyy......",
		"..nnn..yy.....",
		".nnn...yy.....",
		".yn...........",
		"yy............",
	}
}

// iconBullseye returns a small red and white target at the top right.
func iconBullseye() [14]string {
	return [14]string{
		"........rrrr..",
		".......rwwwwr.",
		"......rwrrrwr.",
		"......rwrwrwr.",
		"......rwrrrwr.",
		".......rwwwwr.",
		"........rrrr..",
		"..............",
		"..............",
		"..............",
		"..............",
		"..............",
		"..............",
		"..............",
	}
}

// iconHeater returns a heater shield of fill f with a rim of r, centred.
func iconHeater(f, r byte) [14]string {
	rows := [14]string{
		"..............",
		".111111111111.",
		".122222222221.",
		".122222222221.",
		".122222222221.",
		".122222222221.",
		".122222222221.",
		"..1222222221..",
		"..1222222221..",
		"...12222221...",
		"....122221....",
		".....1221.....",
		"......11......",
		"..............",
	}
	for y, row := range rows {
		b := []byte(row)
		for x := range b {
			switch b[x] {
			case '1':
				b[x] = r
			case '2':
				b[x] = f
			}
		}
		rows[y] = string(b)
	}
	return rows
}

// iconGun returns the pistol of the jammed icon.
func iconGun() [14]string {
	return [14]string{
		"..............",
		"..............",
		"..............",
		"sssssssssss...",
		"sssssssssssss.",
		"ssssssssss....",
		"..sss.........",
		"..sss.........",
		"..sss.........",
		"..sss.........",
		"..............",
		"..............",
		"..............",
		"..............",
	}
}

// actionIconPixels returns the pixel maps of the action icons and of the
// statuses total_defense, sprinting, all_out, guarded and unaware.
func actionIconPixels() map[string][14]string {
	return map[string][14]string{
		// total_defense: a grey shield with a green plus, for +2 defence
		// and +2 AP everywhere.
		"total_defense": layer(iconHeater('d', 's'), [14]string{
			"..............",
			"..............",
			"......gg......",
			"......gg......",
			"......gg......",
			"...gggggggg...",
			"...gggggggg...",
			"......gg......",
			"......gg......",
			"......gg......",
		}),
		// sprinting: a runner bent forward with speed lines behind.
		"sprinting": {
			"..........ww..",
			".........wwww.",
			".........wwww.",
			"..........ww..",
			"yyyy...wwwww..",
			"......ww.ww.w.",
			".yyyy.w.www..w",
			"........www...",
			"yyyy...wwww...",
			"......ww..ww..",
			".....ww....ww.",
			"...www......w.",
			"............ww",
			"..............",
		},
		// all_out: a sword over a red burst.
		"all_out": layer([14]string{
			"......r.......",
			".r....rr....r.",
			"..rr..rr..rr..",
			"..rrrrrrrrr...",
			"...rrrrrrrr...",
			".rrrrrrrrrrr..",
			"rrrrrrrrrrrrr.",
			"..rrrrrrrrrrr.",
			"...rrrrrrrr...",
			"..rrrrrrrrrr..",
			"..rr..rr..rr..",
			".r....rr....r.",
			"......r.......",
			"..............",
		}, iconSword()),
		// guarded: a sword held behind a small shield.
		"guarded": layer(iconSword(), [14]string{
			"..............",
			"..............",
			"..............",
			"...sssssss....",
			"...sbbbbbs....",
			"...sbbbbbs....",
			"...sbbbbbs....",
			"...sbbbbbs....",
			"....sbbbs.....",
			".....sbs......",
			"......s.......",
		}),
		// unaware: a question mark over a head.
		"unaware": {
			".....yyyy.....",
			"....yy..yy....",
			"........yy....",
			".......yy.....",
			"......yy......",
			"..............",
			"......yy......",
			"..............",
			"....wwwwww....",
			"...wwkwwkww...",
			"...wwkwwkww...",
			"...wwwwwwww...",
			"....wwwwww....",
			"..............",
		},
		// move: two footprints.
		"move": {
			"..............",
			".........ww...",
			"........wwww..",
			"...ww...wwww..",
			"..wwww..wwww..",
			"..wwww...ww...",
			"..wwww........",
			"...ww....ww...",
			".........ww...",
			"...ww.........",
			"...ww.........",
			"..............",
			"..............",
			"..............",
		},
		// quick_step: one footprint and a short arrow: a single step.
		"quick_step": {
			"..............",
			"...www........",
			"..wwwww....gg.",
			".wwwwwww..gggg",
			".wwwwwww...gg.",
			".wwwwwww...gg.",
			".wwwwwww...gg.",
			"..wwwww....gg.",
			"...www.....gg.",
			"..............",
			"..wwwww.......",
			"..wwwww.......",
			"...www........",
			"..............",
		},
		// run: an upright runner in mid stride.
		"run": {
			".........ww...",
			"........wwww..",
			"........wwww..",
			".........ww...",
			".......wwww...",
			"......w.www...",
			".....w..www.w.",
			".......wwwww..",
			".......www....",
			"......ww.ww...",
			".....ww...ww..",
			"....ww....w...",
			"....w.....w...",
			"..............",
		},
		// charge: a levelled sword with speed lines behind.
		"charge": {
			"..............",
			"..............",
			"..............",
			"..............",
			"yyy....y......",
			".......y......",
			"yyyy.nnywwwww.",
			"yyyy.nnyssssss",
			".......y......",
			"yyy....y......",
			"..............",
			"..............",
			"..............",
			"..............",
		},
		// precision_strike: a sword thrust into a bullseye.
		"precision_strike": layer(iconSword(), iconBullseye()),
		// knockout_blow: a boxing glove with stars.
		"knockout_blow": {
			"..............",
			".y.........y..",
			"yyy.......yyy.",
			".y...rrrrr.y..",
			"...rrrrrrrr...",
			"..rrrrrrrrrr..",
			"wwrrrrrrrrrrr.",
			"wwrRRRRrrrrrr.",
			"wwrrrrrRrrrrr.",
			"wwrrrrrrrrrrr.",
			"..rrrrrrrrrr..",
			"...rrrrrrrr...",
			"..............",
			"..............",
		},
		// delay: an hourglass.
		"delay": {
			".nnnnnnnnnnnn.",
			".nnnnnnnnnnnn.",
			"..s........s..",
			"..saaaaaaaas..",
			"...saaaaaas...",
			"....saaaas....",
			".....saas.....",
			".....s.as.....",
			"....s..a.s....",
			"...s...a..s...",
			"..s...aaa..s..",
			"..saaaaaaaas..",
			".nnnnnnnnnnnn.",
			".nnnnnnnnnnnn.",
		},
		// calculated_shot: a bullet aimed at a bullseye.
		"calculated_shot": layer([14]string{
			"..............",
			"..............",
			"..............",
			"..............",
			"..............",
			"..............",
			"..............",
			"..............",
			"Saaaoo........",
			"Saaaooo.......",
			"SSSSoo........",
		}, iconBullseye()),
		// called_shot: cross hairs on a head.
		"called_shot": {
			"......r.......",
			"....wwrww.....",
			"...wwwrwww....",
			"..wwwwrwwww...",
			"..wwwwwwwww...",
			"rrrrr...rrrrr.",
			"..wwwwwwwww...",
			"..wwwwrwwww...",
			"...wwwrwww....",
			"....wwrww.....",
			".....srs......",
			"....ssrss.....",
			"..............",
			"..............",
		},
		// drop_prone: a green arrow down onto a prone figure.
		"drop_prone": {
			"......gg......",
			"......gg......",
			"......gg......",
			"....gggggg....",
			".....gggg.....",
			"......gg......",
			"..............",
			"..............",
			".ww...........",
			"wwww.sssssss..",
			"wwww.sssssssss",
			".ww..sssssss..",
			"..............",
			"yyyyyyyyyyyyyy",
		},
		// stand_up: a standing figure beside a green arrow up.
		"stand_up": {
			"....ww.....gg.",
			"...wwww...gggg",
			"...wwww....gg.",
			"....ww.....gg.",
			"..ssssss...gg.",
			".ssssssss..gg.",
			".s.ssss.s..gg.",
			".s.ssss.s..gg.",
			"...ssss.......",
			"...s..s.......",
			"...s..s.......",
			"...s..s.......",
			"..............",
			"yyyyyyyyyyyyyy",
		},
		// straight_shot: one bullet in flight.
		"straight_shot": {
			"..............",
			"..............",
			"..............",
			"..............",
			"..............",
			".....Saaaaaoo.",
			"yyy..Saaaaaooo",
			".....SSSSSSooo",
			"yyy..SSSSSSoo.",
			"..............",
			"..............",
			"..............",
			"..............",
			"..............",
		},
		// burst: three bullets in a staggered stream.
		"burst": {
			"..............",
			".......Saaaoo.",
			".......Saaaooo",
			".......SSSSoo.",
			"..............",
			"....Saaaoo....",
			"....Saaaooo...",
			"....SSSSoo....",
			"..............",
			".Saaaoo.......",
			".Saaaooo......",
			".SSSSoo.......",
			"..............",
			"..............",
		},
		// full_auto: a belt of cartridges.
		"full_auto": {
			"..............",
			"..............",
			"oo.oo.oo.oo.oo",
			"oo.oo.oo.oo.oo",
			"aS.aS.aS.aS.aS",
			"aS.aS.aS.aS.aS",
			"aS.aS.aS.aS.aS",
			"aS.aS.aS.aS.aS",
			"aS.aS.aS.aS.aS",
			"eeeeeeeeeeeeee",
			"eeeeeeeeeeeeee",
			"..............",
			"..............",
			"..............",
		},
		// spray_and_pray: a fan of tracers from one muzzle.
		"spray_and_pray": {
			"..............",
			"..............",
			".............y",
			"..........yyy.",
			"........yy....",
			"..o...yy......",
			".oyo..........",
			"oyyyoyyyyyyyyy",
			".oyo..........",
			"..o...yy......",
			"........yy....",
			"..........yyy.",
			".............y",
			"..............",
		},
		// melee_strike: a sword.
		"melee_strike": iconSword(),
		// covering_fire: tracers flying out over a friendly shield, for
		// the allies' +1 to defence.
		"covering_fire": layer(iconHeater('b', 's'), [14]string{
			"..............",
			"..............",
			"..............",
			"..yyyyw.......",
			"..............",
			"......yyyyw...",
			"..............",
			"...yyyyw......",
		}),
		// suppressing_fire: tracers raking the top of a wall.
		"suppressing_fire": {
			"..............",
			"yyyyy...yyyyy.",
			"..............",
			"...yyyyy...yyy",
			"..............",
			"yyyyy...yyyyy.",
			"..............",
			"......ww......",
			".....wwww.....",
			"aaaaaaaaaaaaaa",
			"aSaaaaSaaaaaSa",
			"aaaaaaaaaaaaaa",
			"aaaSaaaaaSaaaa",
			"aaaaaaaaaaaaaa",
		},
		// reaction_strike: a sword with the green bolt of a reaction.
		"reaction_strike": layer(iconSword(), [14]string{
			"...gg.........",
			"..gg..........",
			".gggg.........",
			"...gg.........",
			"..gg..........",
			".g............",
		}),
		// hold: a pause sign.
		"hold": {
			"....dddddd....",
			"..dddddddddd..",
			".dddddddddddd.",
			".ddwwwddwwwdd.",
			"dddwwwddwwwddd",
			"dddwwwddwwwddd",
			"dddwwwddwwwddd",
			"dddwwwddwwwddd",
			"dddwwwddwwwddd",
			"dddwwwddwwwddd",
			".ddwwwddwwwdd.",
			".dddddddddddd.",
			"..dddddddddd..",
			"....dddddd....",
		},
		// reload: a magazine with a green arrow up.
		"reload": {
			"...........g..",
			"....oo....ggg.",
			"...aaaa..ggggg",
			"..eeeeee...g..",
			"..eddddd...g..",
			"..eeeeee...g..",
			"...eddddd..g..",
			"...eeeeee..g..",
			"....eddddd....",
			"....eeeeee....",
			".....eddddd...",
			".....eeeeee...",
			"..............",
			"..............",
		},
		// draw: a pistol pulled up out of its holster.
		"draw": {
			"..............",
			"..............",
			"ssssssssss....",
			"sssssssssss...",
			"sssssssss.....",
			".sss......g...",
			".sss.....ggg..",
			".sss....ggggg.",
			"nnnnnn....g...",
			"nnnnnn....g...",
			"nnnnnn....g...",
			".nnnn.....g...",
			".nnnn.........",
			"..............",
		},
		// clear_jam: the jammed pistol with a green tick.
		"clear_jam": layer(iconGun(), [14]string{
			"..............",
			"..............",
			"..............",
			"..............",
			"..............",
			"..............",
			"............gg",
			"...........gg.",
			"......gg..gg..",
			".......gggg...",
			"........gg....",
		}),
		// end_turn: an arrow up against a bar.
		"end_turn": {
			"..............",
			"............ww",
			"......w.....ww",
			"......ww....ww",
			"......www...ww",
			"......wwww..ww",
			"wwwwwwwwwww.ww",
			"wwwwwwwwwww.ww",
			"......wwww..ww",
			"......www...ww",
			"......ww....ww",
			"......w.....ww",
			"............ww",
			"..............",
		},
		// duck: a head ducked under a tracer, with arrows down.
		"duck": {
			"..............",
			"yyyyyyyyyyyoo.",
			"..............",
			"..g........g..",
			"..g........g..",
			"..g........g..",
			".ggg......ggg.",
			"..g...ww...g..",
			".....wwww.....",
			".....wwww.....",
			"......ww......",
			"...ssssssss...",
			"..ssssssssss..",
			"..ssssssssss..",
		},
		// dodge: a figure leaning out of a tracer's path, its old place a
		// grey ghost.
		"dodge": {
			"..............",
			"...dd......ww.",
			"..dddd....wwww",
			"...dd......ww.",
			"..dddd....www.",
			"yyyyyyyyy.www.",
			"..dddd...www..",
			"..dddd...www..",
			"..d..d..ww.w..",
			"..d..d..w..w..",
			"..d..d.ww..w..",
			"..d..d.w...w..",
			"..............",
			"..............",
		},
		// block: a round wooden shield with an iron boss.
		"block": {
			".....ssss.....",
			"...ssnnnnss...",
			"..snnnnNnnns..",
			".snnnnnNnnnns.",
			".snnnnnNnnnns.",
			"snnnnnsssnnnns",
			"sNNNNsswssNNNs",
			"snnnnnsssnnnns",
			".snnnnnNnnnns.",
			".snnnnnNnnnns.",
			"..snnnnNnnns..",
			"...ssnnnnss...",
			".....ssss.....",
			"..............",
		},
		// parry: two crossed swords meeting in a spark.
		"parry": {
			"w............w",
			"ws..........sw",
			".ws........sw.",
			"..ws......sw..",
			"...ws....sw...",
			"....ws..sw....",
			".....yyyy.....",
			".....yyyy.....",
			"...y.w..w.y...",
			"....y....y....",
			"...n.y..y.n...",
			"..n........n..",
			".y..........y.",
			"..............",
		},
		// dive_for_cover: a figure diving at a wall.
		"dive_for_cover": {
			"...........aaa",
			"...........aSa",
			"...........aaa",
			"...........aaS",
			".......www.aaa",
			"......wwww.aSa",
			"ssssssswww.aaa",
			".sssssss...aaS",
			"ss.........aaa",
			"...yyyyy...aSa",
			"...........aaa",
			".yyyyy.....aaS",
			"...........aaa",
			"...........aSa",
		},
		// hip_fire: a gun fired from the hip on the move: speed lines
		// behind it and a burst of tracers ahead.
		"hip_fire": {
			"..............",
			"..............",
			"..........o..o",
			"..............",
			"yyy.sssssssss.",
			"....ssssssssso",
			"yyyysssssss...",
			"......sss.....",
			"yy....sss.....",
			"......sss.....",
			"......sss.....",
			"..............",
			"..............",
			"..............",
		},
		// defend_ally: a sky-blue shield held up before a friend's head.
		"defend_ally": layer([14]string{
			"..........ww..",
			".........wwww.",
			".........wwww.",
			"..........ww..",
			"........wwwwww",
			"........wwwwww",
			"........wwwwww",
			"........wwwwww",
			"........ww..ww",
			"........ww..ww",
			"..............",
			"..............",
			"..............",
			"..............",
		}, [14]string{
			"..............",
			"sssssssss.....",
			"sbbbbbbbs.....",
			"sbbbwbbbs.....",
			"sbbwwwbbs.....",
			"sbbbwbbbs.....",
			"sbbbbbbbs.....",
			".sbbbbbs......",
			".sbbbbbs......",
			"..sbbbs.......",
			"...sbs........",
			"....s.........",
			"..............",
			"..............",
		}),
		// follow_step: a footprint stepping into the outline of the one
		// ahead, with the green bolt of a reaction.
		"follow_step": {
			".......gg.....",
			"......gg......",
			".....gggggg...",
			"........gg....",
			".......gg.....",
			"..............",
			"..ww......s.s.",
			".wwww....s...s",
			".wwww....s...s",
			".wwww....s...s",
			"..ww......s.s.",
			".www.....s...s",
			".www.....s...s",
			"..w.......sss.",
		},
		// aid_ally: a warning shout: a yellow exclamation mark beside a
		// friend's head and green arrows of help.
		"aid_ally": {
			"..yy..........",
			"..yy......ww..",
			"..yy.....wwww.",
			"..yy.....wwww.",
			"..yy......ww..",
			"..yy....wwwwww",
			"........wwwwww",
			"..yy....wwwwww",
			"..yy....ww..ww",
			"..............",
			"...g....g.....",
			"..ggg..ggg....",
			".ggggggggggg..",
			"...g....g.....",
		},
		// no_defence: a shield struck through in red.
		"no_defence": layer(iconHeater('d', 's'), [14]string{
			"...........rr.",
			"..........rr..",
			".........rr...",
			"........rr....",
			".......rr.....",
			"......rr......",
			".....rr.......",
			"....rr........",
			"...rr.........",
			"..rr..........",
			".rr...........",
			"rr............",
		}),
	}
}
