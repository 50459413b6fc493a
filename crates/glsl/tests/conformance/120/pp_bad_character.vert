// expect: fail -- GLSL 1.20 section 3.1: a character outside the GLSL character set is an error
#version 120
void main() {
    float a = 1.0 $ 2.0;
}
