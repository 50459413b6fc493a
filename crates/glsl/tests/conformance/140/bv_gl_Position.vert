// expect: compile -- GLSL 1.40 section 7: gl_Position is a vertex shader output
#version 140
void main() {
    gl_Position = vec4(0.0);
}
