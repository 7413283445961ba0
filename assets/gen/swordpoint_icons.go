package main

// swordpointIconPixels returns the pixel maps of Swordpoint / Gunpoint
// (§8.6): the hold (action and status "swordpoint"), the attack from it,
// and the held unit's status.
func swordpointIconPixels() map[string][14]string {
	return map[string][14]string{
		// swordpoint: a blade levelled at a head, its point at the throat.
		"swordpoint": {
			"..............",
			"..........KK..",
			".........KKKK.",
			".........KKKK.",
			"..........KK..",
			"..........KK..",
			"wwwwwwww..KK..",
			"sssssssw.KKKK.",
			"nn.......KKKK.",
			"Nn.......KKKK.",
			"nn.......KKKK.",
			"..............",
			"..............",
			"..............",
		},
		// swordpoint_attack: the levelled blade with the red burst of a
		// critical at its point.
		"swordpoint_attack": {
			"..............",
			"..........r...",
			"......r..rr..r",
			".......rrrrrr.",
			"........rryr..",
			".......rryyrr.",
			"wwwwwwwwryyrrr",
			"sssssssw.rrr..",
			"nn......r..r..",
			"Nn.....r....r.",
			"nn............",
			"..............",
			"..............",
			"..............",
		},
		// at_swordpoint: a head with a yellow warning mark and a blade's
		// point at its throat.
		"at_swordpoint": {
			"..............",
			"...KK.....yy..",
			"..KKKK....yy..",
			"..KKKK....yy..",
			"...KK.....yy..",
			"...KK.........",
			"...KKwwwwwyy..",
			"..KKKKsssss...",
			"..KKKK........",
			"..KKKK........",
			"..KKKK........",
			"..............",
			"..............",
			"..............",
		},
	}
}
