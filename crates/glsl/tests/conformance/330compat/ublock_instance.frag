// expect: compile -- GLSL 3.30 (compatibility) section 4.3.7: a uniform block may have an instance name
#version 330 compatibility
uniform Light { vec4 color; } light;
void main() {
    vec4 c = light.color;
}
