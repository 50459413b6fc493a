#version 330 core
in vec2 vUv;
uniform vec3 colorA;
uniform vec3 colorB;
uniform float squares;
out vec4 FragColor;
void main()
{
    float c = mod(floor(vUv.x * squares) + floor(vUv.y * squares), 2.0);
    FragColor = vec4(mix(colorA, colorB, c), 1.0);
}
