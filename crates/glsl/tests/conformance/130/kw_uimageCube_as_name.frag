// expect: fail -- GLSL 1.30 section 3.6: `uimageCube` is a keyword or reserved word here
#version 130
void main() {
    float uimageCube = 1.0;
}
