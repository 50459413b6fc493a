// expect: fail -- GLSL 1.20 section 7: gl_Position is a vertex shader output
#version 120
void main() {
    gl_Position = vec4(0.0);
}
