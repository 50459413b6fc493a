// expect: fail -- GLSL ES 1.00 section 4.3.5.1: uniform blocks exist from GLSL 1.40
#version 100
precision mediump float;
uniform Light { vec4 color; float k; };
void main() {
    vec4 c = color * k;
}
