// expect: compile -- GLSL 1.50 section 4.3.7: uniform block arrays indexed with a constant expression
#version 150 core
uniform Light { vec4 color; } lights[2];
const int k = 1;
void main() {
    vec4 c = lights[k - 1].color;
}
