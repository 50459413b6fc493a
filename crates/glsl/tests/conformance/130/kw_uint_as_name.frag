// expect: fail -- GLSL 1.30 section 3.6: `uint` is a keyword or reserved word here
#version 130
void main() {
    float uint = 1.0;
}
