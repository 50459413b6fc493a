// expect: fail -- GLSL 1.40 section 3.6: `flat` is a keyword or reserved word here
#version 140
void main() {
    float flat = 1.0;
}
