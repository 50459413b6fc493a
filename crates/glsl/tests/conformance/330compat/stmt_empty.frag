// expect: compile -- GLSL 3.30 (compatibility) section 6: an empty statement
#version 330 compatibility
void main() {
    ;;
}
