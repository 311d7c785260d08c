module urlplayground

go 1.26.8
