// expect: fail -- GLSL 1.40 section 3.6: `uimageCube` is a keyword or reserved word here
#version 140
void main() {
    float uimageCube = 1.0;
}
