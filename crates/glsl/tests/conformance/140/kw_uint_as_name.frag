// expect: fail -- GLSL 1.40 section 3.6: `uint` is a keyword or reserved word here
#version 140
void main() {
    float uint = 1.0;
}
