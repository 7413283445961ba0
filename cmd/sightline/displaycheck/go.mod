module displaycheck.sightline.invalid

go 1.26.8
