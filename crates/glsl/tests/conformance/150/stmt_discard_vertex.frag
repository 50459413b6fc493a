// expect: compile -- GLSL 1.50 section 6.4: discard is only allowed in fragment shaders
#version 150 core
void main() {
    discard;
}
