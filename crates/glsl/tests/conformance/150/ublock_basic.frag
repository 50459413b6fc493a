// expect: compile -- GLSL 1.50 section 4.3.7: uniform blocks exist from GLSL 1.40
#version 150 core
uniform Light { vec4 color; float k; };
void main() {
    vec4 c = color * k;
}
