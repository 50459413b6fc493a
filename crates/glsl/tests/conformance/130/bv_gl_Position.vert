// expect: compile -- GLSL 1.30 section 7: gl_Position is a vertex shader output
#version 130
void main() {
    gl_Position = vec4(0.0);
}
