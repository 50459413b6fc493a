// expect: fail -- GLSL 1.50 section 7: gl_Position is a vertex shader output
#version 150 core
void main() {
    gl_Position = vec4(0.0);
}
