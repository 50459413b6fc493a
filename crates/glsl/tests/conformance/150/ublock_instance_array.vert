// expect: compile -- GLSL 1.50 section 4.3.7: a uniform block instance may be an array
#version 150 core
uniform Light { vec4 color; } lights[2];
void main() {
    vec4 c = lights[1].color;
}
