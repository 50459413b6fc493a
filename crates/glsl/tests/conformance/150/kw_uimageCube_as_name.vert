// expect: fail -- GLSL 1.50 section 3.6: `uimageCube` is a keyword or reserved word here
#version 150 core
void main() {
    float uimageCube = 1.0;
}
