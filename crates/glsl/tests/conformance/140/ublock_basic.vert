// expect: compile -- GLSL 1.40 section 4.3.5.1: uniform blocks exist from GLSL 1.40
#version 140
uniform Light { vec4 color; float k; };
void main() {
    vec4 c = color * k;
}
