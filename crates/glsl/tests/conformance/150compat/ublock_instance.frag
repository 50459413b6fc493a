// expect: compile -- GLSL 1.50 (compatibility) section 4.3.7: a uniform block may have an instance name
#version 150 compatibility
uniform Light { vec4 color; } light;
void main() {
    vec4 c = light.color;
}
