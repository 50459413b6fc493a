// expect: fail -- GLSL 1.20 section 3.6: `union` is a keyword or reserved word here
#version 120
void main() {
    float union = 1.0;
}
