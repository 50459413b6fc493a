// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `uimageCube` is a keyword or reserved word here
#version 330 compatibility
void main() {
    float uimageCube = 1.0;
}
