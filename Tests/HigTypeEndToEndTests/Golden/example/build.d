OUT/typography.css OUT/Typography.swift OUT/typography.json: tokens/example.tokens.json

tokens/example.tokens.json:
