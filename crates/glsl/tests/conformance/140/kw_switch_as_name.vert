// expect: fail -- GLSL 1.40 section 3.6: `switch` is a keyword or reserved word here
#version 140
void main() {
    float switch = 1.0;
}
