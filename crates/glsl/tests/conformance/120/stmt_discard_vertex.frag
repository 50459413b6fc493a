// expect: compile -- GLSL 1.20 section 6.4: discard is only allowed in fragment shaders
#version 120
void main() {
    discard;
}
