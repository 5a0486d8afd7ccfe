//
//  Fonts.swift
//  Created by a person; the generated code lives elsewhere.
//
import UIKit

// This comment is after the first token, so it is no header: generated
let body = UIFont.systemFont(ofSize: 17)
