// expect: fail -- GLSL 3.30 (compatibility) section 3.1: a character outside the GLSL character set is an error
#version 330 compatibility
void main() {
    float a = 1.0 $ 2.0;
}
