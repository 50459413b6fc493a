// expect: fail -- GLSL 3.30 (compatibility) section 7: gl_Position is a vertex shader output
#version 330 compatibility
void main() {
    gl_Position = vec4(0.0);
}
