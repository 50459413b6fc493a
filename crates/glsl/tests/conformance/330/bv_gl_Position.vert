// expect: compile -- GLSL 3.30 section 7: gl_Position is a vertex shader output
#version 330 core
void main() {
    gl_Position = vec4(0.0);
}
