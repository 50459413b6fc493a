// expect: fail -- GLSL ES 1.00 section 4.3.5.1: a uniform block may have an instance name
#version 100
precision mediump float;
uniform Light { vec4 color; } light;
void main() {
    vec4 c = light.color;
}
