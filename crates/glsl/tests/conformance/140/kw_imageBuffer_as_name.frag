// expect: fail -- GLSL 1.40 section 3.6: `imageBuffer` is a keyword or reserved word here
#version 140
void main() {
    float imageBuffer = 1.0;
}
