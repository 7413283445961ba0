package main

// dropIconPixels returns the pixel map of Drop Weapon: a blade falling
// from an open hand towards the ground.
func dropIconPixels() map[string][14]string {
	return map[string][14]string{
		"drop_weapon": {
			"..KK.KK.......",
			"..KKKKK.......",
			"...KKKK.......",
			"...KKK........",
			"..............",
			"........w.....",
			"........ws....",
			"........ws....",
			"........ws....",
			".......nnnn...",
			"........nn....",
			"........nn....",
			"..............",
			"yyyyyyyyyyyyyy",
		},
	}
}
