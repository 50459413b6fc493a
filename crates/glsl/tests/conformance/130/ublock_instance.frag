// expect: fail -- GLSL 1.30 section 4.3.5.1: a uniform block may have an instance name
#version 130
uniform Light { vec4 color; } light;
void main() {
    vec4 c = light.color;
}
