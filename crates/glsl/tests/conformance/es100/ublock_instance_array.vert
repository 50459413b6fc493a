// expect: fail -- GLSL ES 1.00 section 4.3.5.1: a uniform block instance may be an array
#version 100
precision mediump float;
uniform Light { vec4 color; } lights[2];
void main() {
    vec4 c = lights[1].color;
}
